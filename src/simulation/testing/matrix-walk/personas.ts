import type { ActorFacts } from '../../access/decide';
import type { MatrixRole } from '../../access/matrix';

/**
 * The five demo personas as the permission matrix sees them, written down here by hand (from
 * spec 3 §6 and the seed's README), not derived from the data: the route walk checks the backend
 * against this, so it must not share the backend's own reading of the data.
 */
export const ACME = 'acc-acme-media';
export const GLOBEX = 'acc-globex-retail';
export const INITECH = 'acc-initech-auto';
export const UMBRELLA = 'acc-umbrella-health';

const CHAT_FLAGS = [
  'can_send_message',
  'can_upload_attachment',
  'can_manage_chat_hisotry',
  'can_regenerate',
  'can_ask_assistant',
  'can_export_gsheet',
  'can_approve',
];

export interface WalkPersona {
  key: 'sam' | 'alex' | 'avery' | 'riley' | 'val';
  id: string;
  email: string;
  role: MatrixRole;
  flags: readonly string[];
  memberOf: readonly string[];
  manages: readonly string[] | 'all';
}

export const WALK_PERSONAS: readonly WalkPersona[] = [
  {
    key: 'sam',
    id: 'u-sam-super',
    email: 'sam.super@example.com',
    role: 'super-admin',
    flags: [...CHAT_FLAGS, 'full_admin', 'impersonate_admin', 'create_campaign'],
    memberOf: [ACME],
    manages: 'all',
  },
  {
    key: 'alex',
    id: 'u-alex-admin',
    email: 'alex.admin@example.com',
    role: 'admin',
    flags: [...CHAT_FLAGS, 'full_admin', 'create_campaign'],
    memberOf: [ACME, GLOBEX, INITECH],
    manages: [ACME, GLOBEX, INITECH],
  },
  {
    key: 'avery',
    id: 'u-avery-owner',
    email: 'avery.owner@example.com',
    role: 'account-admin',
    flags: [...CHAT_FLAGS, 'create_campaign'],
    memberOf: [ACME],
    manages: [ACME],
  },
  {
    key: 'riley',
    id: 'u-riley-planner',
    email: 'riley.planner@example.com',
    role: 'regular',
    flags: [...CHAT_FLAGS, 'create_campaign'],
    memberOf: [ACME],
    manages: [],
  },
  {
    key: 'val',
    id: 'u-val-viewer',
    email: 'val.viewer@example.com',
    role: 'regular',
    flags: ['can_send_message'],
    memberOf: [GLOBEX],
    manages: [],
  },
];

/** The persona's facts when acting in `accountId` (account-scoped routes) or anywhere (admin routes). */
export function walkFacts(persona: WalkPersona, accountId: string | undefined): ActorFacts {
  const mayActIn = (id: string) => persona.role === 'super-admin' || persona.memberOf.includes(id);
  return {
    id: persona.id,
    role: persona.role,
    flags: new Set(persona.flags),
    actsIn: (id) => (accountId === undefined ? mayActIn(id) : id === accountId && mayActIn(id)),
    manages: (id) => persona.manages === 'all' || persona.manages.includes(id),
  };
}
