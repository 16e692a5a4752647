import { scaleTestAccount } from '../campaigns/seed';
import { takeChanges } from '../data/changes';
import {
  DEMO_DATA_VERSION,
  type DemoAccountSetting,
  type DemoAllowedUser,
  type DemoData,
} from '../data/types';
import { seedAccounts } from './accounts';
import { seedAdminRecords } from './admin-records';
import { ROLE_IDS, seedPermissions, seedRoles } from './catalogue';
import { seedAccountChannels, seedChannelConfigs, seedChannelTypes } from './channels';
import { seedChats } from './chats';
import { createSeedFaker, daysBefore } from './faker';
import { ACCOUNT_IDS, PERSONA_IDS, PERSONAS } from './personas';
import { seedRuns } from './runs';
import { seedPeople } from './users';

/** The default reference time of the seed: fixed, so two runs give byte-identical data. */
export const SEED_REFERENCE_TIME = Date.parse('2026-11-23T09:00:00.000Z');

/** Ids generated at run time start above this, clear of every seeded record. */
const FIRST_RUNTIME_SEQUENCE = 1000;

export interface SeedOptions {
  /**
   * "Now" for the seeded history (chats a few days old, last logins). Deterministic for a given
   * value; the demo passes the real time so that history reads "Yesterday", not last year.
   */
  referenceTime?: number;
}

function seedSettings(createdAt: string): DemoAccountSetting[] {
  return [
    {
      id: 'set-acme-multi-channels',
      account_id: ACCOUNT_IDS.acme,
      setting_key: 'multi-channels',
      setting_value: 'facebook,dv360,ttd,tiktok,google-ads-search',
      created_at: createdAt,
      updated_at: createdAt,
    },
    {
      id: 'set-acme-currency',
      account_id: ACCOUNT_IDS.acme,
      setting_key: 'default-currency',
      setting_value: 'USD',
      created_at: createdAt,
      updated_at: createdAt,
    },
  ];
}

function seedAllowedUsers(createdAt: string): DemoAllowedUser[] {
  const invitees: [email: string, roleId: string, accountId: string][] = [
    ['jordan.lee@example.com', ROLE_IDS.user, ACCOUNT_IDS.acme],
    ['casey.morgan@example.com', ROLE_IDS.analyst, ACCOUNT_IDS.globex],
    ['taylor.brooks@example.com', ROLE_IDS.admin, ACCOUNT_IDS.umbrella],
  ];
  const personaEntries = PERSONAS.map((persona): [string, string, string] => [
    persona.email,
    persona.roleId,
    persona.ownAccountId ?? persona.memberships[0]?.[0] ?? ACCOUNT_IDS.acme,
  ]);
  return [...personaEntries, ...invitees].map(([email, roleId, accountId], index) => ({
    id: `allowed-${index + 1}`,
    email,
    initial_role_id: roleId,
    initial_account_id: accountId,
    created_at: createdAt,
    updated_at: createdAt,
  }));
}

/**
 * The demo backend's starting data: the five personas, more faker users over seven accounts,
 * roles and permissions, channels and their account assignments, settings and some chat history.
 * Same options in, same data out.
 */
export function buildSeed(options: SeedOptions = {}): DemoData {
  const referenceTime = options.referenceTime ?? SEED_REFERENCE_TIME;
  const faker = createSeedFaker(referenceTime);
  const longAgo = daysBefore(referenceTime, 180);
  const accounts = seedAccounts(faker, longAgo);
  const people = seedPeople(faker, accounts, referenceTime);
  const { roles, rolePermissions } = seedRoles(longAgo);
  const { chats, messages } = seedChats(faker, referenceTime);
  // Added after the faker-driven records so that their generated values do not move.
  const scale = scaleTestAccount(longAgo);
  const data: DemoData = {
    version: DEMO_DATA_VERSION,
    sequence: FIRST_RUNTIME_SEQUENCE,
    users: people.users,
    accounts: [...accounts, scale.account],
    accountUsers: [...people.accountUsers, scale.member],
    roles,
    permissions: seedPermissions(),
    rolePermissions,
    allowedUsers: seedAllowedUsers(longAgo),
    adminRecords: seedAdminRecords(longAgo),
    channelTypes: seedChannelTypes(),
    channelConfigs: seedChannelConfigs(faker, PERSONA_IDS.sam, longAgo),
    accountChannels: seedAccountChannels(
      faker,
      accounts.map((account) => account.id),
      longAgo,
    ),
    accountSettings: seedSettings(longAgo),
    chats,
    messages,
    runs: [],
    files: [],
    impersonations: [],
    auditTrail: [],
    personas: PERSONAS.map(({ email, displayName, summary }) => ({ email, displayName, summary })),
    campaignArea: { folders: [], campaigns: [], activity: [], generatedAccounts: [] },
  };
  seedRuns(data, referenceTime);
  // The seed is saved whole by whoever stores it: what seeding noted is not a change to journal.
  takeChanges(data);
  return data;
}
