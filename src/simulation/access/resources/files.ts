import { badRequest } from '../../DemoError';
import type { DemoFileRecord, DemoMessage } from '../../data/types';
import { type Acting, accountOf } from '../acting';
import type { TargetFacts } from '../decide';
import type { MatrixKey } from '../matrix';
import { permit, type ResourceRule, reach } from '../reach';
import { MESSAGE, messageFacts } from './messages';

/** A stored upload (or export, SDF file): seen and attached within its account. */
export const STORED_FILE: ResourceRule<DemoFileRecord> = {
  resource: 'file',
  find: (data, key) => data.files.find((file) => file.key === key),
  facts: (_data, file) => ({ ownerId: file.user_id, accountIds: [file.account_id] }),
  notFound: 'File not found',
  refused: 'You do not have access to this file',
  hideFromOutsiders: false,
};

/** A briefcase file is part of its message: the chat's user renames, pins and renews it. */
export const BRIEFCASE_FILE: ResourceRule<DemoMessage> = {
  ...MESSAGE,
  resource: 'file',
  facts: messageFacts,
  refused: 'You do not have access to this file',
  hideFromOutsiders: false,
};

/** What a new file of the acting user, in the acting account, is to the matrix. */
function ownNewFile(acting: Acting): TargetFacts {
  return { ownerId: acting.user.id, accountIds: [accountOf(acting)] };
}

/** Storing a new file (upload, export) as the acting user: the flag of `key`. */
export function permitNewFile(acting: Acting, key: MatrixKey): void {
  permit(acting, STORED_FILE, key, ownNewFile(acting));
}

export function briefcaseFileOf(acting: Acting, messageId: string): DemoMessage {
  return reach(acting, BRIEFCASE_FILE, 'file:change', messageId);
}

/**
 * The stored upload a body names at `field` (`files[0].gcsPath`): one of the acting account's;
 * the size and type come from the store, never from the client.
 */
export function storedUploadOf(acting: Acting, gcsPath: unknown, field: string): DemoFileRecord {
  if (typeof gcsPath !== 'string' || gcsPath === '') throw badRequest(`${field} is required`);
  const stored = STORED_FILE.find(acting.data, gcsPath);
  if (!stored) {
    acting.consulted('file:attach');
    throw badRequest(`${field} names no uploaded file`);
  }
  permit(acting, STORED_FILE, 'file:attach', STORED_FILE.facts(acting.data, stored));
  return stored;
}
