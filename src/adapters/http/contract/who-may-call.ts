import type { Credentials } from '../../../contract/endpoint';
import {
  type MatrixKey,
  type MatrixRole,
  PERMISSION_MATRIX,
  type Reach,
} from '../../../simulation/access/matrix';

/**
 * "Who may call" in an operation's description, written from the permission matrix the demo
 * backend decides with (src/simulation/access/matrix.ts), so the document cannot drift from it.
 */

const ROLE_NAMES: Record<MatrixRole, string> = {
  'super-admin': 'Super Admins',
  admin: 'Admins',
  'account-admin': 'account admins',
  regular: 'regular users',
};

const REACH_WORDS: Record<Exclude<Reach, 'none'>, string> = {
  own: 'on their own records (chats, messages, runs, uploads) in the account they act in',
  account: 'on the records of the account they act in (one they belong to; any account for a Super Admin)',
  managed: 'on records whose accounts they all manage',
  any: 'on every record',
};

const ROLES: readonly MatrixRole[] = ['super-admin', 'admin', 'account-admin', 'regular'];

function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isMatrixKey(rule: string): rule is MatrixKey {
  return Object.hasOwn(PERMISSION_MATRIX, rule);
}

function byCredentials(credentials: Credentials): string {
  if (credentials === 'open') return 'Anyone: the call needs no credentials.';
  if (credentials === 'signed-link')
    return 'Whoever holds the signed link: it carries its own proof, no key or token.';
  return 'Any client holding the api key; no user is signed in.';
}

/** The sentences saying who may make a call, from its matrix row (or its credentials alone). */
export function whoMayCall(rule: string | undefined, credentials: Credentials = 'user'): string {
  if (credentials !== 'user' || rule === undefined || !isMatrixKey(rule)) return byCredentials(credentials);
  const row = PERMISSION_MATRIX[rule];
  const reaches = new Map<Reach, string[]>();
  for (const role of ROLES) {
    const reach = row.reach[role];
    reaches.set(reach, [...(reaches.get(reach) ?? []), ROLE_NAMES[role]]);
  }
  const allowed = [...reaches.entries()]
    .filter(([reach]) => reach !== 'none')
    .map(([reach, roles]) => `${listed(roles)} ${REACH_WORDS[reach as Exclude<Reach, 'none'>]}`);
  const refused = reaches.get('none');
  const sentences = [`Who may call (permission matrix row \`${rule}\`): ${allowed.join('; ')}.`];
  if ('flag' in row) sentences.push(`The acting user must also hold the permission \`${row.flag}\`.`);
  if ('superAdminsOnlyBySuperAdmins' in row)
    sentences.push('A record about a Super Admin may be changed by a Super Admin only.');
  if (refused) sentences.push(`${capitalised(listed(refused))} are refused with 403.`);
  return sentences.join(' ');
}
