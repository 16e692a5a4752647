import { ACCOUNT_ADMIN } from '../../../contract/endpoints/account-admin';
import { ACCOUNTS } from '../../../contract/endpoints/accounts';
import { ADMIN_ACCOUNTS } from '../../../contract/endpoints/admin-accounts';
import { ADMIN_TOOLS } from '../../../contract/endpoints/admin-tools';
import { ALLOWED_USERS } from '../../../contract/endpoints/allowed-users';
import { CHANNELS } from '../../../contract/endpoints/channels';
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
  probeOf(ACCOUNTS.impersonate, { about: 'impersonating Riley', acting: anywhere, target: riley }),
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
  probeOf(ACCOUNTS.managed, {
    about: 'the accounts one manages (none for a regular user)',
    acting: anywhere,
    target: NO_ACCOUNT,
  }),
  probeOf(ADMIN_ACCOUNTS.listAll, { about: 'every account', acting: anywhere, target: NO_ACCOUNT }),
  probeOf(ADMIN_ACCOUNTS.create, { about: 'a new account', acting: anywhere, target: NO_ACCOUNT }),
  probeOf(ADMIN_ACCOUNTS.update, {
    about: 'Umbrella Health (managed by no persona but Sam)',
    acting: anywhere,
    target: inAccount(UMBRELLA),
  }),
  probeOf(ACCOUNT_ADMIN.members, { about: "Acme's members", acting: anywhere, target: inAccount(ACME) }),
  probeOf(ACCOUNT_ADMIN.addMember, {
    about: 'making Riley an account admin of Acme',
    acting: anywhere,
    target: riley,
  }),
  probeOf(ACCOUNT_ADMIN.setAdmin, { about: "Riley's membership of Acme", acting: anywhere, target: riley }),
  probeOf(ACCOUNT_ADMIN.removeMember, {
    about: "Sam's membership of Acme (a Super Admin; Sam may not remove himself: 400)",
    acting: anywhere,
    target: samInAcme,
    allowedStatus: 400,
    request: () => exampleRequest(ACCOUNT_ADMIN.removeMember, { params: { targetId: 'u-sam-super' } }),
  }),
  probeOf(ACCOUNT_ADMIN.removeMember, {
    about: "Riley's membership of Acme",
    acting: anywhere,
    target: riley,
  }),
  probeOf(ACCOUNT_ADMIN.settings, {
    about: "Acme's settings (its members read them)",
    acting: anywhere,
    target: inAccount(ACME),
  }),
  probeOf(ACCOUNT_ADMIN.saveSetting, { about: 'an Acme setting', acting: anywhere, target: inAccount(ACME) }),
  probeOf(ACCOUNT_ADMIN.removeSetting, {
    about: 'an Acme setting',
    acting: anywhere,
    target: inAccount(ACME),
  }),
  probeOf(ALLOWED_USERS.list, {
    about: 'the allowed users one may see',
    acting: anywhere,
    target: NO_ACCOUNT,
  }),
  probeOf(ALLOWED_USERS.allow, {
    about: 'letting someone into Umbrella Health',
    acting: anywhere,
    target: inAccount(UMBRELLA),
  }),
  probeOf(ALLOWED_USERS.allow, {
    about: 'letting a Super Admin into Acme',
    acting: anywhere,
    target: samInAcme,
    request: () =>
      exampleRequest(ALLOWED_USERS.allow, { body: { roleId: 'role-super-admin', accountId: ACME } }),
  }),
  probeOf(ALLOWED_USERS.remove, { about: "an entry of Acme's", acting: anywhere, target: inAccount(ACME) }),
  probeOf(ALLOWED_USERS.remove, {
    about: "the Super Admin's entry",
    acting: anywhere,
    target: samInAcme,
    request: () => exampleRequest(ALLOWED_USERS.remove, { params: { id: 'allowed-1' } }),
  }),
  probeOf(ALLOWED_USERS.remove, {
    about: "an entry of Umbrella Health's",
    acting: anywhere,
    target: inAccount(UMBRELLA),
    request: () => exampleRequest(ALLOWED_USERS.remove, { params: { id: 'allowed-8' } }),
  }),
  probeOf(CHANNELS.list, { about: 'the channels', acting: anywhere, target: NO_ACCOUNT }),
  probeOf(CHANNELS.types, { about: 'the channel types', acting: anywhere, target: NO_ACCOUNT }),
  probeOf(CHANNELS.assignments, {
    about: 'the assignments one may see',
    acting: anywhere,
    target: NO_ACCOUNT,
  }),
  probeOf(CHANNELS.create, { about: 'a new channel', acting: anywhere, target: NO_ACCOUNT }),
  probeOf(CHANNELS.update, {
    about: 'the TikTok channel (Acme and Globex)',
    acting: anywhere,
    target: { accountIds: [ACME, 'acc-globex-retail'] },
  }),
  probeOf(CHANNELS.remove, {
    about: 'the Madhive channel (Umbrella Health and Considine only)',
    acting: anywhere,
    target: { accountIds: [UMBRELLA, 'acc-considine-inc'] },
  }),
  probeOf(CHANNELS.assign, { about: 'assigning Madhive to Acme', acting: anywhere, target: inAccount(ACME) }),
  probeOf(CHANNELS.setEnabled, {
    about: "Acme's Facebook assignment",
    acting: anywhere,
    target: inAccount(ACME),
  }),
  probeOf(CHANNELS.unassign, {
    about: "Umbrella Health's Facebook assignment",
    acting: anywhere,
    target: inAccount(UMBRELLA),
  }),
  probeOf(ADMIN_TOOLS.dataExport, { about: 'the data export', acting: anywhere, target: NO_ACCOUNT }),
  probeOf(ADMIN_TOOLS.audit, { about: 'the audit trail', acting: anywhere, target: NO_ACCOUNT }),
];
