import type { Input } from '../api/context';
import { badRequest, forbidden } from '../DemoError';
import type { DemoData } from '../data/types';
import { enabledChannelsOf } from '../users/enabledChannels';
import { requiredName } from './names';
import type { DemoCampaignFile } from './types';

/** Which platform id each destination needs (spec 2 §5, §9), and the body field that carries it. */
const NEEDED_ID: Record<string, 'advertiserId' | 'platformAccountId' | 'profileId'> = {
  dv360: 'advertiserId',
  'youtube-dv360': 'advertiserId',
  ttd: 'advertiserId',
  madhive: 'advertiserId',
  groundtruth: 'platformAccountId',
  reddit: 'profileId',
};

const WORKFLOW_TYPES = ['fast-track', 'fast-track-shell', 'salesforce-orchestration'];

export interface CreationInput {
  name: string;
  folderId: string;
  destinations: string[];
  advertiserId?: string;
  platformAccountId?: string;
  profileId?: string;
  files: DemoCampaignFile[];
  orchestration: { enabled: boolean; type: string; message?: string } | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function destinationsOf(input: Input): string[] {
  const value = input.destination;
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  const ids = [...new Set(list.filter((id): id is string => typeof id === 'string' && id.trim() !== ''))];
  if (ids.length === 0 || ids.length !== list.length) throw badRequest('destination is required');
  return ids;
}

function optionalId(input: Input, field: string): string | undefined {
  const value = input[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  return value.trim() || undefined;
}

/** The uploads named by `files`: each must be a stored upload of this account. */
function filesOf(
  data: DemoData,
  accountId: string,
  input: Input,
  sequence: () => string,
): DemoCampaignFile[] {
  const items = input.files;
  if (!Array.isArray(items) || items.length === 0)
    throw badRequest('files must list at least one uploaded file');
  return items.map((item, index) => {
    const gcsPath = isRecord(item) ? item.gcsPath : undefined;
    if (typeof gcsPath !== 'string') throw badRequest(`files[${index}].gcsPath is required`);
    const stored = data.files.find((file) => file.key === gcsPath);
    if (!stored) throw badRequest(`files[${index}].gcsPath names no uploaded file`);
    if (stored.account_id !== accountId) throw forbidden('You do not have access to this file');
    return {
      id: sequence(),
      gcsPath,
      originalName: stored.originalName,
      size: stored.size,
      type: stored.type,
    };
  });
}

function orchestrationOf(input: Input): CreationInput['orchestration'] {
  const value = input.orchestration;
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) throw badRequest('orchestration must be an object');
  const type = value.type ?? 'fast-track-shell';
  if (typeof type !== 'string' || !WORKFLOW_TYPES.includes(type))
    throw badRequest(`orchestration.type must be one of ${WORKFLOW_TYPES.join(', ')}`);
  return {
    enabled: value.enabled !== false && value.autoStart !== false,
    type,
    ...(typeof value.message === 'string' ? { message: value.message } : {}),
  };
}

/** POST /api/v2/campaigns body, checked field by field; 400 names the first faulty field. */
export function readCreationInput(
  data: DemoData,
  accountId: string,
  input: Input,
  sequence: () => string,
): CreationInput {
  const name = requiredName(input);
  const folderId = input.folderId;
  if (typeof folderId !== 'string' || folderId.trim() === '') throw badRequest('folderId is required');
  const destinations = destinationsOf(input);
  const enabled = enabledChannelsOf(data, accountId);
  const ids = {
    advertiserId: optionalId(input, 'advertiserId'),
    platformAccountId: optionalId(input, 'platformAccountId'),
    profileId: optionalId(input, 'profileId'),
  };
  for (const destination of destinations) {
    if (!enabled[destination]) throw badRequest(`destination ${destination} is not enabled for this account`);
    const needed = NEEDED_ID[destination];
    if (needed && !ids[needed]) throw badRequest(`${needed} is required for ${destination}`);
  }
  return {
    name,
    folderId,
    destinations,
    ...Object.fromEntries(Object.entries(ids).filter(([, value]) => value !== undefined)),
    files: filesOf(data, accountId, input, sequence),
    orchestration: orchestrationOf(input),
  };
}
