import { WORKFLOW_TYPES } from '../../contract/requests/value-lists';
import type { EnabledChannels } from '../../core/domain/account';
import { badRequest } from '../DemoError';
import { attachUploads, type StoredUpload } from '../files/attach-uploads';
import type { Input } from '../kernel/context';
import { optionalId, requiredId, requiredName } from '../kernel/input';
import { oneOf, tableOf } from '../kernel/lookup';
import type { DemoCampaignFile } from './types';

/** Which platform id each destination needs (spec 2 §5, §9), and the body field that carries it. */
const NEEDED_ID = tableOf<'advertiserId' | 'platformAccountId' | 'profileId'>({
  dv360: 'advertiserId',
  'youtube-dv360': 'advertiserId',
  ttd: 'advertiserId',
  madhive: 'advertiserId',
  groundtruth: 'platformAccountId',
  reddit: 'profileId',
});

export interface CreationInput {
  name: string;
  folderId: string;
  destinations: string[];
  advertiserId?: string;
  platformAccountId?: string;
  profileId?: string;
  /** The uploads to attach; they get their ids when the campaign is made. */
  files: Omit<DemoCampaignFile, 'id'>[];
  orchestration: { enabled: boolean; type: string; message?: string } | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The destinations asked for: each one of those enabled for the account (a list, never object keys). */
function destinationsOf(input: Input, enabled: EnabledChannels): string[] {
  const value = input.destination;
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  const ids = [...new Set(list.filter((id): id is string => typeof id === 'string' && id.trim() !== ''))];
  if (ids.length === 0 || ids.length !== list.length) throw badRequest('destination is required');
  const allowed = Object.keys(enabled).filter((id) => enabled[id] === true);
  for (const id of ids) oneOf('destination', id, allowed);
  return ids;
}

/** The uploads named by `files`: at least one, each a stored upload the caller may attach. */
function filesOf(input: Input, storedUpload: StoredUpload): Omit<DemoCampaignFile, 'id'>[] {
  const items = input.files;
  if (!Array.isArray(items) || items.length === 0)
    throw badRequest('files must list at least one uploaded file');
  return attachUploads(items, storedUpload);
}

function orchestrationOf(input: Input): CreationInput['orchestration'] {
  const value = input.orchestration;
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) throw badRequest('orchestration must be an object');
  const type = value.type ?? 'fast-track-shell';
  if (typeof type !== 'string') throw badRequest('orchestration.type must be a string');
  oneOf('orchestration.type', type, WORKFLOW_TYPES);
  return {
    enabled: value.enabled !== false && value.autoStart !== false,
    type,
    ...(typeof value.message === 'string' ? { message: value.message } : {}),
  };
}

/** POST /api/v2/campaigns body, checked field by field; 400 names the first faulty field. */
export function readCreationInput(
  input: Input,
  enabled: EnabledChannels,
  storedUpload: StoredUpload,
): CreationInput {
  const name = requiredName(input);
  const folderId = requiredId(input, 'folderId');
  const destinations = destinationsOf(input, enabled);
  const ids = {
    advertiserId: optionalId(input, 'advertiserId'),
    platformAccountId: optionalId(input, 'platformAccountId'),
    profileId: optionalId(input, 'profileId'),
  };
  for (const destination of destinations) {
    const needed = NEEDED_ID.get(destination);
    if (needed && !ids[needed]) throw badRequest(`${needed} is required for ${destination}`);
  }
  return {
    name,
    folderId,
    destinations,
    ...Object.fromEntries(Object.entries(ids).filter(([, value]) => value !== undefined)),
    files: filesOf(input, storedUpload),
    orchestration: orchestrationOf(input),
  };
}
