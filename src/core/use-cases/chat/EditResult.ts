import { validateEditInstructions } from '../../domain/chat/validation-texts';
import { type ResultRequest, type TypedRequest, TypedResultRequest } from './result-request';

export interface EditResultRequest extends ResultRequest {
  /** What to change, as typed in the 'Update … Details' dialog. */
  instructions: string;
}

/** Spec 1 §2/§4 Edit: the instructions go to the assistant as an edit of the result. */
export class EditResult extends TypedResultRequest<EditResultRequest> {
  protected typed(request: EditResultRequest): TypedRequest {
    return { text: request.instructions, action: 'edit', validate: validateEditInstructions };
  }
}

export const EditResultToken = Symbol.for('EditResult');
