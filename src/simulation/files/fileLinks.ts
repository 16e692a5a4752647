import type { RouteContext } from '../kernel/context';
import { signedFileUrl } from './signedLinks';

/** Uploaded files' links last 72 hours, the refresh window of spec 1 §9. */
export const FILE_LINK_HOURS = 72;
const HOUR_MS = 60 * 60 * 1000;

export function linkExpiry(now: number, hours = FILE_LINK_HOURS): number {
  return now + hours * HOUR_MS;
}

/** The public link of a stored file: the store's own when it has one, else a signed api link. */
export async function publicUrlOf(ctx: RouteContext, key: string, expiresAt: number): Promise<string> {
  return (
    ctx.deps.files.directUrl?.(key) ??
    signedFileUrl(ctx.deps.publicBaseUrl ?? ctx.url.origin, key, expiresAt, ctx.deps.tokenSecret)
  );
}
