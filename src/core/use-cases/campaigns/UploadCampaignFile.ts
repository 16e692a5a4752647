import type { UploadedFile } from '../../domain/message';
import type { ActingContext, UploadSource } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, type Outcome } from '../outcome';

/** One file of the creation form or of Start Orchestration: one upload call per file (spec 2 §7). */
export class UploadCampaignFile {
  constructor(private readonly chat: ChatPort) {}

  execute(request: { ctx: ActingContext; file: UploadSource }): Promise<Outcome<UploadedFile>> {
    return attempt(() => this.chat.uploadFile(request.ctx, request.file));
  }
}

export const UploadCampaignFileToken = Symbol.for('UploadCampaignFile');
