import * as z from 'zod/mini';
import { described, email, moment, named, recordId, sends } from './named';

const accountRef = z.object({ id: recordId, name: z.string() });

/** Spec 3 §3: a user as the Users tab lists and changes them. */
export const User = named(
  'User',
  'A user of the Users tab (spec 3 §3)',
  z.object({
    id: recordId,
    email,
    display_name: z.string(),
    role_id: recordId,
    role: described(z.string(), 'The role’s name (the same as role_name)'),
    role_name: z.string(),
    account_id: described(z.nullable(recordId), 'The first of the user’s accounts; null when none'),
    account_name: z.nullable(z.string()),
    accounts: described(z.array(accountRef), 'Every account the user belongs to'),
    last_login: described(z.nullable(moment), 'Null until the user first signs in'),
    created_at: moment,
    is_deleted: described(z.boolean(), 'A deactivated user: true'),
    is_super_admin: described(z.boolean(), 'Whether the user’s role grants impersonate_admin'),
  }),
);

export const Role = named(
  'Role',
  'A role of the Roles tab (spec 3 §3)',
  z.object({
    id: recordId,
    name: z.string(),
    description: z.string(),
    created_at: moment,
    user_count: z.int().check(z.nonnegative()),
    permission_count: z.int().check(z.nonnegative()),
    grants_super_admin: described(z.boolean(), 'Whether the role grants impersonate_admin'),
  }),
);

export const Permission = named(
  'Permission',
  'A permission of the Permissions tab (spec 3 §3); system permissions cannot be changed',
  z.object({
    id: recordId,
    key: described(z.string(), 'The flag the app checks, e.g. can_send_message'),
    name: z.string(),
    description: z.string(),
    is_system: z.boolean(),
  }),
);

export const AllowedUser = named(
  'AllowedUser',
  'An email allowed to sign in, with the role and account it starts with (spec 3 §3)',
  z.object({
    id: recordId,
    email,
    initial_role_name: z.string(),
    initial_account_name: z.string(),
    created_at: moment,
    updated_at: moment,
  }),
);

const USER_EXAMPLE = {
  id: 'u-riley-planner',
  email: 'riley.planner@example.com',
  display_name: 'Riley Planner',
  role_id: 'role-user',
  role: 'User',
  role_name: 'User',
  account_id: 'acc-acme-media',
  account_name: 'Acme Media',
  accounts: [{ id: 'acc-acme-media', name: 'Acme Media' }],
  last_login: '2026-11-27T09:00:00.000Z',
  created_at: '2026-07-31T09:00:00.000Z',
  is_deleted: false,
  is_super_admin: false,
} satisfies z.input<typeof User>;

const ROLE_EXAMPLE = {
  id: 'role-admin',
  name: 'Admin',
  description: 'Administers the accounts they are assigned to',
  created_at: '2026-06-01T09:00:00.000Z',
  user_count: 3,
  permission_count: 9,
  grants_super_admin: false,
} satisfies z.input<typeof Role>;

const PERMISSION_EXAMPLE = {
  id: 'perm-can_send_message',
  key: 'can_send_message',
  name: 'Send messages',
  description: 'Send messages to the assistant and use the briefcase',
  is_system: true,
} satisfies z.input<typeof Permission>;

const ALLOWED_USER_EXAMPLE = {
  id: 'allowed-3',
  email: 'avery.owner@example.com',
  initial_role_name: 'User',
  initial_account_name: 'Acme Media',
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
} satisfies z.input<typeof AllowedUser>;

export const USERS_ANSWER = sends(z.object({ users: z.array(User) }), { users: [USER_EXAMPLE] });
export const USER_ANSWER = sends(z.object({ user: User }), { user: USER_EXAMPLE });
export const ROLES_ANSWER = sends(z.object({ roles: z.array(Role) }), { roles: [ROLE_EXAMPLE] });
export const ROLE_ANSWER = sends(z.object({ role: Role }), { role: ROLE_EXAMPLE });
export const ROLE_GRANTS_ANSWER = sends(
  z.object({ permissions: z.array(z.object({ permission_id: recordId })) }),
  { permissions: [{ permission_id: 'perm-can_send_message' }] },
);
export const PERMISSIONS_ANSWER = sends(z.object({ permissions: z.array(Permission) }), {
  permissions: [PERMISSION_EXAMPLE],
});
export const PERMISSION_ANSWER = sends(z.object({ permission: Permission }), {
  permission: PERMISSION_EXAMPLE,
});
export const ALLOWED_USERS_ANSWER = sends(z.object({ allowedUsers: z.array(AllowedUser) }), {
  allowedUsers: [ALLOWED_USER_EXAMPLE],
});
export const ALLOWED_USER_ANSWER = sends(z.object({ allowedUser: AllowedUser }), {
  allowedUser: ALLOWED_USER_EXAMPLE,
});
