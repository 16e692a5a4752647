import type { DemoFileRecord } from '../data/types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Finds a stored upload the caller may attach, or refuses naming the field (access/resources/files.ts). */
export type StoredUpload = (gcsPath: unknown, field: string) => DemoFileRecord;

/** Uploads named in a body's `files`: sizes and types come from the store, never from the client. */
export function attachUploads(items: readonly unknown[], storedUpload: StoredUpload) {
  return items.map((item, index) => {
    const field = `files[${index}].gcsPath`;
    const stored = storedUpload(isRecord(item) ? item.gcsPath : undefined, field);
    return { gcsPath: stored.key, originalName: stored.originalName, size: stored.size, type: stored.type };
  });
}
