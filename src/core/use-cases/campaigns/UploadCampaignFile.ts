import type { MessageFile, UploadedFile } from '../../domain/message';
import type { ActingContext, UploadSource, UploadWatch } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';

/** The chat's view of a stored file, in the shape the campaign calls send back (gcsPath, publicUrl …). */
function asUploadedFile(file: MessageFile, source: UploadSource): UploadedFile | null {
  if (!file.storagePath) return null;
  return {
    gcsPath: file.storagePath,
    publicUrl: file.url ?? '',
    ...(file.linkExpiresAt !== undefined ? { expiresAt: file.linkExpiresAt } : {}),
    originalName: file.name || source.name,
    size: file.size ?? source.size,
    type: file.type ?? source.type,
  };
}

/** One file of the creation form or of Start Orchestration: one upload call per file (spec 2 §7). */
export class UploadCampaignFile {
  constructor(private readonly chat: ChatPort) {}

  async execute(request: {
    ctx: ActingContext;
    file: UploadSource;
    watch?: UploadWatch;
  }): Promise<Outcome<UploadedFile>> {
    const uploaded = await attempt(() =>
      this.chat.uploadFile(request.ctx, request.file, undefined, request.watch),
    );
    if (!uploaded.ok) return uploaded;
    const file = asUploadedFile(uploaded.value, request.file);
    return file ? succeeded(file) : failed('unavailable', 'The upload answered no storage path');
  }
}

export const UploadCampaignFileToken = Symbol.for('UploadCampaignFile');
