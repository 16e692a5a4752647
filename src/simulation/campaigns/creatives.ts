import { acceptedCreativeExtensions, unacceptedCreatives } from '../../core/domain/campaigns/files-rules';
import { badRequest, conflict } from '../DemoError';
import { insert, insertInArea } from '../data/collections';
import { nextId } from '../data/ids';
import { replaceContent } from '../data/transaction';
import { storeUploads } from '../files/store-uploads';
import { checkUploadSize, creativeMediaType, safeFileName } from '../files/uploadRules';
import type { Input, RouteContext } from '../kernel/context';
import { checkLength } from '../kernel/input';
import { LIMITS } from '../kernel/limits';
import { areaChanged } from './area';
import type { AreaCaller } from './caller';
import type { DemoCampaign } from './types';

/** How long the simulated assignment of uploaded creatives takes (before SIDEKICK_SIM_SPEED). */
const ASSIGN_MS = 12_000;

function filesOf(input: Input): File[] {
  const value = input.files;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item, index) => {
    if (!(item instanceof Blob) || !('name' in item) || typeof item.name !== 'string')
      throw badRequest(`files[${index}] must be a file`);
    return item as File;
  });
}

/** The entries of a creatives ZIP (its real contents), or null when it is not a readable ZIP. */
async function zipEntries(bytes: Uint8Array): Promise<string[] | null> {
  try {
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(bytes);
    return Object.values(zip.files)
      .filter((entry) => !entry.dir && !entry.name.startsWith('__MACOSX/'))
      .map((entry) => entry.name);
  } catch {
    return null;
  }
}

/**
 * One creative file checked against the destination's accepted types (spec 2 §5), its size and
 * its contents (a ZIP must open): its bytes, media type and the creatives it holds, or a 400.
 */
async function checkedCreative(file: File, index: number, accepted: readonly string[]) {
  checkUploadSize(file.size);
  checkLength(`files[${index}] name`, file.name, LIMITS.nameCharacters);
  if (unacceptedCreatives([file.name], accepted).length > 0)
    throw badRequest(`files[${index}] must be one of ${accepted.join(', ')}`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let names = [file.name];
  if (file.name.toLowerCase().endsWith('.zip')) {
    const entries = await zipEntries(bytes);
    if (!entries) throw badRequest(`${file.name} is not a readable ZIP file`);
    names = entries;
  }
  return { name: file.name, creatives: names, file: { bytes, contentType: creativeMediaType(file.name) } };
}

/**
 * POST /api/v2/campaigns/{id}/upload-creatives: every file is checked (above), then the batch is
 * stored all or nothing, and an assign-creatives entry runs for a while on the simulation clock.
 * Refused while a run processes.
 */
export async function uploadCreatives(ctx: RouteContext, caller: AreaCaller, campaign: DemoCampaign) {
  if (campaign.status === 'processing')
    throw conflict('Creatives cannot be uploaded while the orchestration is processing');
  const input = await ctx.input();
  const files = filesOf(input);
  if (files.length === 0) throw badRequest('files must hold at least one file');
  const creativeType = typeof input.subAction === 'string' ? input.subAction : 'display-video';
  const accepted = acceptedCreativeExtensions(campaign.destination, creativeType);
  // Every file is checked and read before any is stored: one refused file stores none.
  const checked = [];
  for (const [index, file] of files.entries()) checked.push(await checkedCreative(file, index, accepted));
  const names = checked.flatMap((creative) => creative.creatives);
  const batch = checked.map((creative) => ({
    ...creative,
    key: `creatives/${caller.accountId}/${nextId(ctx.data, 'file')}-${safeFileName(creative.name)}`,
  }));
  // The files, their records, the activity and the campaign's status: stored whole or not at all.
  return storeUploads(ctx, batch, () => {
    insert(
      ctx.data,
      'files',
      ...batch.map(({ key, name, file }) => ({
        key,
        account_id: caller.accountId,
        user_id: caller.actor.id,
        originalName: name,
        size: file.bytes.byteLength,
        type: file.contentType,
        created_at: new Date(ctx.now).toISOString(),
      })),
    );
    return recordUpload(ctx, caller, campaign, {
      creativeType,
      files: files.map((file) => file.name),
      creatives: names,
    });
  });
}

/** The upload-creatives and assign-creatives entries of the timeline; the campaign goes live. */
function recordUpload(
  ctx: RouteContext,
  caller: AreaCaller,
  campaign: DemoCampaign,
  uploaded: { creativeType: string; files: string[]; creatives: string[] },
) {
  const at = new Date(ctx.now).toISOString();
  const chatId = campaign.orchestration_chat_id ?? `chat-${campaign.id}`;
  const { files, creatives } = uploaded;
  const upload = {
    id: nextId(ctx.data, 'act'),
    campaign_id: campaign.id,
    chat_id: chatId,
    message_type: 'upload-creatives',
    action: 'upload-creatives',
    status: 'completed',
    content: `Uploaded ${files.length} file(s) with ${creatives.length} creative(s): ${creatives.join(', ')}`,
    json_response: uploaded,
    timestamp: at,
    created_by: caller.actor.id,
  };
  const assign = {
    id: nextId(ctx.data, 'act'),
    campaign_id: campaign.id,
    chat_id: chatId,
    message_type: 'assign-creatives',
    action: 'assign-creatives',
    status: 'completed',
    content: `Assigned ${creatives.length} creative(s) to "${campaign.name}" on ${campaign.destination}.`,
    json_response: { success: true, assigned: creatives.length },
    timestamp: new Date(ctx.now + 1).toISOString(),
    created_by: caller.actor.id,
    completesAt: ctx.now + ASSIGN_MS / Math.max(ctx.deps.speed, 0.001),
  };
  insertInArea(ctx.data, 'activity', upload, assign);
  const goesLive = campaign.status === 'awaiting_creatives' || campaign.status === 'draft';
  replaceContent(campaign, { ...campaign, status: goesLive ? 'live' : campaign.status, updated_at: at });
  areaChanged(caller.area);
  ctx.changed('campaignArea.campaigns', campaign);
  return { uploadId: assign.id, messageType: 'assign-creatives' };
}
