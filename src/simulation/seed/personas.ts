import type { DemoPersonaEntry } from '../data/types';
import { ROLE_IDS } from './catalogue';

export const ACCOUNT_IDS = {
  acme: 'acc-acme-media',
  globex: 'acc-globex-retail',
  initech: 'acc-initech-auto',
  umbrella: 'acc-umbrella-health',
} as const;

export const PERSONA_IDS = {
  sam: 'u-sam-super',
  alex: 'u-alex-admin',
  avery: 'u-avery-owner',
  riley: 'u-riley-planner',
  val: 'u-val-viewer',
} as const;

interface PersonaDefinition extends DemoPersonaEntry {
  id: string;
  givenName: string;
  roleId: string;
  ownAccountId: string | null;
  /** Accounts the persona belongs to, and whether as account admin. */
  memberships: [accountId: string, isAccountAdmin: boolean][];
}

/** The demo identity provider's personas, in the order the login screen offers them. */
export const PERSONAS: readonly PersonaDefinition[] = [
  {
    id: PERSONA_IDS.sam,
    email: 'sam.super@example.com',
    displayName: 'Sam Super',
    givenName: 'Sam',
    summary: 'Super Admin — all accounts, impersonation',
    roleId: ROLE_IDS.superAdmin,
    ownAccountId: ACCOUNT_IDS.acme,
    memberships: [[ACCOUNT_IDS.acme, true]],
  },
  {
    id: PERSONA_IDS.alex,
    email: 'alex.admin@example.com',
    displayName: 'Alex Admin',
    givenName: 'Alex',
    summary: 'Admin — selects one of three accounts',
    roleId: ROLE_IDS.admin,
    ownAccountId: null,
    memberships: [
      [ACCOUNT_IDS.acme, true],
      [ACCOUNT_IDS.globex, true],
      [ACCOUNT_IDS.initech, true],
    ],
  },
  {
    id: PERSONA_IDS.avery,
    email: 'avery.owner@example.com',
    displayName: 'Avery Owner',
    givenName: 'Avery',
    summary: 'Account admin of Acme Media',
    roleId: ROLE_IDS.user,
    ownAccountId: ACCOUNT_IDS.acme,
    memberships: [[ACCOUNT_IDS.acme, true]],
  },
  {
    id: PERSONA_IDS.riley,
    email: 'riley.planner@example.com',
    displayName: 'Riley Planner',
    givenName: 'Riley',
    summary: 'Planner at Acme Media — every chat permission',
    roleId: ROLE_IDS.user,
    ownAccountId: ACCOUNT_IDS.acme,
    memberships: [[ACCOUNT_IDS.acme, false]],
  },
  {
    id: PERSONA_IDS.val,
    email: 'val.viewer@example.com',
    displayName: 'Val Viewer',
    givenName: 'Val',
    summary: 'Viewer at Globex Retail — can only send messages',
    roleId: ROLE_IDS.viewer,
    ownAccountId: ACCOUNT_IDS.globex,
    memberships: [[ACCOUNT_IDS.globex, false]],
  },
];
