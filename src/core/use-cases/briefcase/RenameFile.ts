import { fileRenameOutcome } from '../../domain/briefcase/rename';
import type { BriefcaseFile } from '../../domain/message';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, type Outcome, succeeded } from '../outcome';
import { fileMetadataChange } from './file-metadata-change';

export interface RenameFileRequest {
  ctx: ActingContext;
  file: Pick<BriefcaseFile, 'id' | 'name' | 'messageId'>;
  /** What the user typed. */
  input: string;
  /** Every file of the chat, in both tabs: a name one of them has gets ' (n)'. */
  files: readonly Pick<BriefcaseFile, 'id' | 'name'>[];
  /** The file's storagePath, when the server gave one: it picks the file among its message's. */
  storedPath?: string;
}

/** `renamed` carries the name saved; `unchanged` means a blank or identical name: nothing was sent. */
export type RenameFileResult = { kind: 'renamed'; name: string } | { kind: 'unchanged' };

/**
 * Rename in the briefcase (spec 1 §4 "Rename", §5 "File rename"): blank or unchanged input is
 * ignored, a taken name gets ' (n)', and the name is saved as the file's metadata. The view
 * model shows the new name at once (OptimisticFileChanges) and undoes it on a failure.
 */
export class RenameFile {
  constructor(private readonly chat: ChatPort) {}

  async execute(request: RenameFileRequest): Promise<Outcome<RenameFileResult>> {
    const { ctx, file } = request;
    const rule = fileRenameOutcome(file, request.input, request.files);
    if (rule.kind === 'ignored') return succeeded<RenameFileResult>({ kind: 'unchanged' });
    const change = fileMetadataChange({ name: rule.name }, request.storedPath);
    const saved = await attempt(() => this.chat.updateFileMetadata(ctx, file.messageId, change));
    return saved.ok ? succeeded<RenameFileResult>({ kind: 'renamed', name: rule.name }) : saved;
  }
}

export const RenameFileToken = Symbol.for('RenameFile');
