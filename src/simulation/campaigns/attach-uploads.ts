import { badRequest, forbidden } from '../DemoError';
import type { DemoData } from '../data/types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Uploads named in a body's `files`: each must be a stored upload of this account; sizes come from the store. */
export function attachUploads(data: DemoData, accountId: string, items: readonly unknown[]) {
  return items.map((item, index) => {
    const gcsPath = isRecord(item) ? item.gcsPath : undefined;
    if (typeof gcsPath !== 'string') throw badRequest(`files[${index}].gcsPath is required`);
    const stored = data.files.find((file) => file.key === gcsPath);
    if (!stored) throw badRequest(`files[${index}].gcsPath names no uploaded file`);
    if (stored.account_id !== accountId) throw forbidden('You do not have access to this file');
    return { gcsPath, originalName: stored.originalName, size: stored.size, type: stored.type };
  });
}
