import type { MessageFile } from '../../domain/message';
import type { ActingContext, UploadSource, UploadWatch } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, failed, type Outcome } from '../outcome';

export interface UploadFileRequest {
  ctx: ActingContext | null;
  /** The open chat, if it exists yet. */
  chatId: string | null;
  file: UploadSource;
  /** Its progress and the user's cancel. */
  watch?: UploadWatch;
}

/** Spec 1 §5 Upload: one file goes to the server, to be sent with the next message. */
export class UploadFile {
  constructor(private readonly chat: ChatPort) {}

  async execute({ ctx, chatId, file, watch }: UploadFileRequest): Promise<Outcome<MessageFile>> {
    if (!ctx) return failed('not-allowed', 'Nobody is signed in.');
    return attempt(() => this.chat.uploadFile(ctx, file, chatId ?? undefined, watch));
  }
}

export const UploadFileToken = Symbol.for('UploadFile');
