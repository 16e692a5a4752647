import { insert } from '../data/collections';
import type { RouteContext } from '../kernel/context';
import type { AreaCaller } from './caller';
import { sdfCsv } from './sdf';
import type { DemoCampaign } from './types';

/**
 * Writes an SDF file of a campaign's finished run on first download (the run lists it; the
 * bytes are made from the campaign). Answers whether anything was stored.
 */
export async function storeSdfFile(
  ctx: RouteContext,
  caller: AreaCaller,
  campaign: DemoCampaign,
  file: { gcsPath: string; name: string; platformId: string },
): Promise<boolean> {
  if (await ctx.deps.files.get(file.gcsPath)) return false;
  const kind = /SDF-(\w+)\.csv$/.exec(file.gcsPath)?.[1] ?? 'AdGroups';
  const bytes = new TextEncoder().encode(sdfCsv(kind, campaign, file.platformId));
  await ctx.deps.files.put(file.gcsPath, { bytes, contentType: 'text/csv' });
  insert(ctx.data, 'files', {
    key: file.gcsPath,
    account_id: caller.accountId,
    user_id: caller.actor.id,
    originalName: file.name || `SDF-${kind}.csv`,
    size: bytes.byteLength,
    type: 'text/csv',
    created_at: new Date(ctx.now).toISOString(),
  });
  return true;
}
