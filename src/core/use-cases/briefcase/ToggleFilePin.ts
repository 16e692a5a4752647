import type { BriefcaseFile } from '../../domain/message';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, type Outcome, succeeded } from '../outcome';
import { fileMetadataChange } from './file-metadata-change';

export interface ToggleFilePinRequest {
  ctx: ActingContext;
  file: Pick<BriefcaseFile, 'messageId' | 'pinned'>;
  /** The file's storagePath, when the server gave one: it picks the file among its message's. */
  storedPath?: string;
}

/**
 * Pin / Unpin in the briefcase (spec 1 §4, §5): pinned files come first in both tabs. Saved as
 * the file's metadata; answers whether the file is pinned now.
 */
export class ToggleFilePin {
  constructor(private readonly chat: ChatPort) {}

  async execute(request: ToggleFilePinRequest): Promise<Outcome<{ pinned: boolean }>> {
    const { ctx, file } = request;
    const pinned = !file.pinned;
    const change = fileMetadataChange({ pinned }, request.storedPath);
    const saved = await attempt(() => this.chat.updateFileMetadata(ctx, file.messageId, change));
    return saved.ok ? succeeded({ pinned }) : saved;
  }
}

export const ToggleFilePinToken = Symbol.for('ToggleFilePin');
