import { ALLOWED_USERS } from '../../../contract/endpoints/allowed-users';
import { ROLES } from '../../../contract/endpoints/roles';
import { USERS } from '../../../contract/endpoints/users';
import type { TestBackend } from '../testBackend';
import { ACME } from './personas';
import { exampleRequest, type Probe, probeOf } from './probe';

const NO_ACCOUNT = { accountIds: [] };
const anywhere = 'anywhere' as const;

/** A role of another name that grants impersonate_admin (issue 27's "Probe Ops"). */
function probeOps(backend: TestBackend) {
  const flag = backend.data.permissions.find((permission) => permission.key === 'impersonate_admin');
  if (!flag) throw new Error('The seed has no impersonate_admin permission');
  backend.data.roles.push({ id: 'role-probe-ops', name: 'Probe Ops', description: '', created_at: '' });
  backend.data.rolePermissions.push({ role_id: 'role-probe-ops', permission_id: flag.id });
  return { flag: flag.id };
}

/**
 * Spec 3 §6 "Assign Super Admin role" and its twin for roles: a role makes a Super Admin by
 * granting impersonate_admin, whatever it is called, so these rows decide by the grant.
 */
export const SUPER_ADMIN_PROBES: readonly Probe[] = [
  probeOf(USERS.assignRole, {
    about: 'giving Riley a role of another name that grants impersonate_admin',
    acting: anywhere,
    target: NO_ACCOUNT,
    decidedBy: 'user:assign-super-admin',
    prepare: probeOps,
    request: () => exampleRequest(USERS.assignRole, { body: { role_id: 'role-probe-ops' } }),
  }),
  probeOf(ALLOWED_USERS.allow, {
    about: 'letting someone into Acme with a role that grants impersonate_admin',
    acting: anywhere,
    target: NO_ACCOUNT,
    decidedBy: 'user:assign-super-admin',
    prepare: probeOps,
    request: () =>
      exampleRequest(ALLOWED_USERS.allow, { body: { roleId: 'role-probe-ops', accountId: ACME } }),
  }),
  probeOf(ROLES.create, {
    about: 'a new role that grants impersonate_admin',
    acting: anywhere,
    target: NO_ACCOUNT,
    decidedBy: 'role:grant-super-admin',
    request: () =>
      exampleRequest(ROLES.create, { body: { name: 'Probe Ops', permissions: { impersonate_admin: true } } }),
  }),
  probeOf(ROLES.update, {
    about: 'adding impersonate_admin to the Analyst role',
    acting: anywhere,
    target: NO_ACCOUNT,
    decidedBy: 'role:grant-super-admin',
    request: () => exampleRequest(ROLES.update, { body: { permissions: { impersonate_admin: true } } }),
  }),
];
