import type { FileMetadataChange } from '../../ports/ChatPort';

/**
 * What a file-metadata change carries. A message may carry several uploaded files; the demo
 * backend (and the contract note) pick the one whose storagePath is sent, else the first.
 */
export function fileMetadataChange(
  change: { name: string } | { pinned: boolean },
  storedPath: string | undefined,
): FileMetadataChange {
  return storedPath ? { ...change, storagePath: storedPath } : change;
}
