import type { MessageFile } from '../../../core/domain/message';
import { withoutUndefined } from './lenient';

/** A file as the backend's `file_metadata` entry names its fields: the way back of fileMetadataSchema. */
export function fileMetadataDto(file: MessageFile) {
  return withoutUndefined({
    name: file.name,
    size: file.size,
    gcsPath: file.storagePath,
    publicUrl: file.url,
    expiresAt: file.linkExpiresAt,
    pinned: file.pinned,
    type: file.type,
  });
}
