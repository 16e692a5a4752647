import { PERMISSIONS } from '../../../contract/endpoints/permissions';
import { ROLES } from '../../../contract/endpoints/roles';
import { USERS } from '../../../contract/endpoints/users';
import type { TestBackend } from '../testBackend';
import { ACME, UMBRELLA } from './personas';
import { exampleRequest, inAccount, type Probe, probeOf } from './probe';

const NO_ACCOUNT = { accountIds: [] };
const anywhere = 'anywhere' as const;
const riley = { accountIds: [ACME] };
const samInAcme = { accountIds: [ACME], concernsSuperAdmin: true };

function unusedRole(backend: TestBackend) {
  backend.data.roles.push({ id: 'role-probe', name: 'Probe role', description: '', created_at: '' });
  return {};
}

/** Spec 3: the administration area, account admins and settings, impersonation. */
export const ADMIN_PROBES: readonly Probe[] = [
  probeOf(USERS.list, { about: 'the users', acting: anywhere, target: NO_ACCOUNT }),
  probeOf(USERS.assignRole, { about: "Riley's role", acting: anywhere, target: riley }),
  probeOf(USERS.setStatus, { about: "Sam's status (a Super Admin)", acting: anywhere, target: samInAcme }),
  {
    route: 'GET /api/admin/impersonate/:targetUserId',
    about: 'impersonating Riley',
    acting: anywhere,
    target: riley,
    request: () => ({ path: '/api/admin/impersonate/u-riley-planner' }),
  },
  probeOf(ROLES.list, { about: 'the roles', acting: anywhere, target: NO_ACCOUNT }),
  probeOf(ROLES.create, { about: 'a new role', acting: anywhere, target: NO_ACCOUNT }),
  probeOf(ROLES.update, { about: 'the Analyst role', acting: anywhere, target: NO_ACCOUNT }),
  probeOf(ROLES.remove, {
    about: 'an unused role',
    acting: anywhere,
    target: NO_ACCOUNT,
    prepare: unusedRole,
    request: () => exampleRequest(ROLES.remove, { params: { id: 'role-probe' } }),
  }),
  probeOf(ROLES.grants, { about: "the User role's grants", acting: anywhere, target: NO_ACCOUNT }),
  probeOf(PERMISSIONS.list, { about: 'the permissions', acting: anywhere, target: NO_ACCOUNT }),
  probeOf(PERMISSIONS.create, { about: 'a new permission', acting: anywhere, target: NO_ACCOUNT }),
  probeOf(PERMISSIONS.update, { about: 'a custom permission', acting: anywhere, target: NO_ACCOUNT }),
  probeOf(PERMISSIONS.remove, { about: 'a custom permission', acting: anywhere, target: NO_ACCOUNT }),
  {
    route: 'GET /api/account-admin/accounts',
    about: 'the accounts one manages (none for a regular user)',
    acting: anywhere,
    target: NO_ACCOUNT,
    request: () => ({ path: '/api/account-admin/accounts' }),
  },
  {
    route: 'GET /api/admin/accounts',
    about: 'every account',
    acting: anywhere,
    target: NO_ACCOUNT,
    request: () => ({ path: '/api/admin/accounts' }),
  },
  {
    route: 'POST /api/admin/accounts',
    about: 'a new account',
    acting: anywhere,
    target: NO_ACCOUNT,
    request: () => ({ path: '/api/admin/accounts', body: { name: 'Probe account' } }),
  },
  {
    route: 'PUT /api/admin/accounts/:id',
    about: 'Umbrella Health (managed by no persona but Sam)',
    acting: anywhere,
    target: inAccount(UMBRELLA),
    request: () => ({ path: `/api/admin/accounts/${UMBRELLA}`, body: { name: 'Umbrella Health' } }),
  },
  {
    route: 'GET /api/account-admin/accounts/:accountId/users',
    about: "Acme's members",
    acting: anywhere,
    target: inAccount(ACME),
    request: () => ({ path: `/api/account-admin/accounts/${ACME}/users` }),
  },
  {
    route: 'POST /api/account-admin/accounts/:accountId/users',
    about: 'making Riley an account admin of Acme',
    acting: anywhere,
    target: riley,
    request: () => ({
      path: `/api/account-admin/accounts/${ACME}/users`,
      body: { targetUserId: 'u-riley-planner' },
    }),
  },
  {
    route: 'PUT /api/account-admin/accounts/:accountId/users/:targetId',
    about: "Riley's membership of Acme",
    acting: anywhere,
    target: riley,
    request: () => ({
      path: `/api/account-admin/accounts/${ACME}/users/u-riley-planner`,
      body: { isAccountAdmin: true },
    }),
  },
  {
    route: 'DELETE /api/account-admin/accounts/:accountId/users/:targetId',
    about: "Sam's membership of Acme (a Super Admin; Sam may not remove himself: 400)",
    acting: anywhere,
    target: samInAcme,
    allowedStatus: 400,
    request: () => ({ path: `/api/account-admin/accounts/${ACME}/users/u-sam-super` }),
  },
  {
    route: 'DELETE /api/account-admin/accounts/:accountId/users/:targetId',
    about: "Riley's membership of Acme",
    acting: anywhere,
    target: riley,
    request: () => ({ path: `/api/account-admin/accounts/${ACME}/users/u-riley-planner` }),
  },
  {
    route: 'GET /api/account-admin/accounts/:accountId/settings',
    about: "Acme's settings (its members read them)",
    acting: anywhere,
    target: inAccount(ACME),
    request: () => ({ path: `/api/account-admin/accounts/${ACME}/settings` }),
  },
  {
    route: 'PUT /api/account-admin/accounts/:accountId/settings/:settingKey',
    about: 'an Acme setting',
    acting: anywhere,
    target: inAccount(ACME),
    request: () => ({
      path: `/api/account-admin/accounts/${ACME}/settings/multi-channels`,
      body: { settingValue: 'true' },
    }),
  },
  {
    route: 'DELETE /api/account-admin/accounts/:accountId/settings/:settingKey',
    about: 'an Acme setting',
    acting: anywhere,
    target: inAccount(ACME),
    request: () => ({ path: `/api/account-admin/accounts/${ACME}/settings/default-currency` }),
  },
  {
    route: 'GET /api/admin/allowed-users',
    about: 'the allowed users one may see',
    acting: anywhere,
    target: NO_ACCOUNT,
    request: () => ({ path: '/api/admin/allowed-users' }),
  },
  {
    route: 'POST /api/admin/allowed-users',
    about: 'letting someone into Umbrella Health',
    acting: anywhere,
    target: inAccount(UMBRELLA),
    request: () => ({
      path: '/api/admin/allowed-users',
      body: { email: 'probe@example.com', roleId: 'role-user', accountId: UMBRELLA },
    }),
  },
  {
    route: 'POST /api/admin/allowed-users',
    about: 'letting a Super Admin into Acme',
    acting: anywhere,
    target: samInAcme,
    request: () => ({
      path: '/api/admin/allowed-users',
      body: { email: 'probe@example.com', roleId: 'role-super-admin', accountId: ACME },
    }),
  },
  {
    route: 'DELETE /api/admin/allowed-users/:id',
    about: "an entry of Acme's",
    acting: anywhere,
    target: inAccount(ACME),
    request: () => ({ path: '/api/admin/allowed-users/allowed-6' }),
  },
  {
    route: 'DELETE /api/admin/allowed-users/:id',
    about: "the Super Admin's entry",
    acting: anywhere,
    target: samInAcme,
    request: () => ({ path: '/api/admin/allowed-users/allowed-1' }),
  },
  {
    route: 'DELETE /api/admin/allowed-users/:id',
    about: "an entry of Umbrella Health's",
    acting: anywhere,
    target: inAccount(UMBRELLA),
    request: () => ({ path: '/api/admin/allowed-users/allowed-8' }),
  },
  {
    route: 'GET /api/channels',
    about: 'the channels',
    acting: anywhere,
    target: NO_ACCOUNT,
    request: () => ({ path: '/api/channels' }),
  },
  {
    route: 'GET /api/channels/types',
    about: 'the channel types',
    acting: anywhere,
    target: NO_ACCOUNT,
    request: () => ({ path: '/api/channels/types' }),
  },
  {
    route: 'GET /api/channels/accounts',
    about: 'the assignments one may see',
    acting: anywhere,
    target: NO_ACCOUNT,
    request: () => ({ path: '/api/channels/accounts' }),
  },
  {
    route: 'POST /api/channels',
    about: 'a new channel',
    acting: anywhere,
    target: NO_ACCOUNT,
    request: () => ({
      path: '/api/channels',
      body: {
        name: 'Probe',
        channel_type_id: 'ct-facebook',
        field_values: { platform_account_id: '1', api_key: 'k' },
      },
    }),
  },
  {
    route: 'PUT /api/channels/:id',
    about: 'the TikTok channel (Acme and Globex)',
    acting: anywhere,
    target: { accountIds: [ACME, 'acc-globex-retail'] },
    request: () => ({
      path: '/api/channels/ch-tiktok',
      body: { name: 'TikTok', field_values: { platform_account_id: '1', api_key: 'k' } },
    }),
  },
  {
    route: 'DELETE /api/channels/:id',
    about: 'the Madhive channel (Umbrella Health and Considine only)',
    acting: anywhere,
    target: { accountIds: [UMBRELLA, 'acc-considine-inc'] },
    request: () => ({ path: '/api/channels/ch-madhive' }),
  },
  {
    route: 'POST /api/channels/accounts',
    about: 'assigning Madhive to Acme',
    acting: anywhere,
    target: inAccount(ACME),
    request: () => ({ path: '/api/channels/accounts', body: { account_id: ACME, channel_id: 'ch-madhive' } }),
  },
  {
    route: 'PUT /api/channels/accounts/:id',
    about: "Acme's Facebook assignment",
    acting: anywhere,
    target: inAccount(ACME),
    request: () => ({ path: '/api/channels/accounts/ac-acme-media-facebook', body: { is_enabled: false } }),
  },
  {
    route: 'DELETE /api/channels/accounts/:id',
    about: "Umbrella Health's Facebook assignment",
    acting: anywhere,
    target: inAccount(UMBRELLA),
    request: () => ({ path: '/api/channels/accounts/ac-umbrella-health-facebook' }),
  },
  {
    route: 'POST /api/admin/adara-data-export',
    about: 'the data export',
    acting: anywhere,
    target: NO_ACCOUNT,
    request: () => ({ path: '/api/admin/adara-data-export', body: {} }),
  },
  {
    route: 'GET /api/admin/audit',
    about: 'the audit trail',
    acting: anywhere,
    target: NO_ACCOUNT,
    request: () => ({ path: '/api/admin/audit' }),
  },
];
