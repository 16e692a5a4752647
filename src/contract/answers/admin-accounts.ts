import * as z from 'zod/mini';
import { described, email, moment, named, recordId, sends } from './named';

/** Spec 3 §3: an account, as the Accounts tab lists and changes it. */
export const Account = named(
  'Account',
  'An account of the Accounts tab (spec 3 §3)',
  z.object({
    id: recordId,
    name: z.string(),
    description: z.string(),
    status: z.enum(['active', 'inactive']),
    created_by_name: described(z.optional(z.string()), 'Who made the account'),
    created_at: moment,
    updated_at: moment,
  }),
);

export const AccountUser = named(
  'AccountUser',
  'A member of an account, as its account admins see it (spec 3 §7)',
  z.object({
    user_id: recordId,
    id: described(recordId, 'The same as user_id'),
    email,
    display_name: z.string(),
    role_name: z.string(),
    is_account_admin: z.boolean(),
    added_by_name: z.optional(z.string()),
    created_at: moment,
  }),
);

export const AccountAdminAdded = named(
  'AccountAdminAdded',
  'Who was made a member or account admin of an account, and what happened',
  z.object({
    user_id: recordId,
    display_name: z.string(),
    email,
    message: z.string(),
    is_account_admin: z.boolean(),
  }),
);

export const AccountSetting = named(
  'AccountSetting',
  'One setting of an account (e.g. `multi_channels`), its value as text',
  z.object({
    id: recordId,
    setting_key: z.string(),
    setting_value: z.string(),
    created_at: moment,
    updated_at: moment,
  }),
);

const ACCOUNT_EXAMPLE = {
  id: 'acc-acme-media',
  name: 'Acme Media',
  description: 'Holding company media buying across every channel',
  status: 'active',
  created_by_name: 'Sam Super',
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
} satisfies z.input<typeof Account>;

const ACCOUNT_USER_EXAMPLE = {
  user_id: 'u-avery-owner',
  id: 'u-avery-owner',
  email: 'avery.owner@example.com',
  display_name: 'Avery Owner',
  role_name: 'User',
  is_account_admin: true,
  added_by_name: 'Sam Super',
  created_at: '2026-06-01T09:00:00.000Z',
} satisfies z.input<typeof AccountUser>;

const ACCOUNT_SETTING_EXAMPLE = {
  id: 'set-1',
  setting_key: 'multi_channels',
  setting_value: 'true',
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
} satisfies z.input<typeof AccountSetting>;

export const ACCOUNTS_ANSWER = sends(z.object({ accounts: z.array(Account) }), {
  accounts: [ACCOUNT_EXAMPLE],
});
export const ACCOUNT_ANSWER = sends(z.object({ account: Account }), { account: ACCOUNT_EXAMPLE });
export const ACCOUNT_USERS_ANSWER = sends(z.object({ users: z.array(AccountUser) }), {
  users: [ACCOUNT_USER_EXAMPLE],
});
export const ACCOUNT_USER_ANSWER = sends(z.object({ user: AccountUser }), { user: ACCOUNT_USER_EXAMPLE });
export const ACCOUNT_ADMIN_ADDED_ANSWER = sends(AccountAdminAdded, {
  user_id: 'u-riley-planner',
  display_name: 'Riley Planner',
  email: 'riley.planner@example.com',
  message: 'User added as account admin',
  is_account_admin: true,
});
export const ACCOUNT_SETTINGS_ANSWER = sends(z.object({ settings: z.array(AccountSetting) }), {
  settings: [ACCOUNT_SETTING_EXAMPLE],
});
