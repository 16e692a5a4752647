import { describe, expect, it } from 'vitest';
import { personaCalls } from '../testing/personaCalls';

const REFUSED = 'You do not have permission to assign the Super Admin role';

/** Sam makes a role of another name that grants impersonate_admin (issue 27's "Probe Ops"). */
async function withProbeOps() {
  const calls = personaCalls();
  const created = await calls.as('sam', 'POST', '/api/admin/roles', {
    name: 'Probe Ops',
    permissions: { impersonate_admin: true, can_send_message: true },
  });
  expect(created.status).toBe(200);
  return { ...calls, probeOps: (created.json.role as { id: string }).id };
}

describe('Super Admin is a permission, not a name (issue 27)', () => {
  it('refuses Alex giving himself a role that grants impersonate_admin, and he stays out of Super Admin routes', async () => {
    const { backend, as, probeOps } = await withProbeOps();
    const given = await as('alex', 'PUT', '/api/admin/users/u-alex-admin/role', { role_id: probeOps });
    expect(given).toMatchObject({ status: 403, json: { error: REFUSED } });
    expect(backend.userByEmail('alex.admin@example.com').role_id).toBe('role-admin');
    expect((await as('alex', 'GET', '/api/admin/accounts')).status).toBe(403);
  });

  it('refuses Alex letting someone in with such a role', async () => {
    const { as, probeOps } = await withProbeOps();
    const allowed = await as('alex', 'POST', '/api/admin/allowed-users', {
      email: 'newcomer@example.com',
      roleId: probeOps,
      accountId: 'acc-acme-media',
    });
    expect(allowed).toMatchObject({ status: 403, json: { error: REFUSED } });
  });

  it('makes a Super Admin of whoever Sam gives it: Riley then reads Super Admin routes, and Alex may not edit her', async () => {
    const { as, probeOps } = await withProbeOps();
    expect((await as('riley', 'GET', '/api/admin/accounts')).status).toBe(403);
    expect(
      (await as('sam', 'PUT', '/api/admin/users/u-riley-planner/role', { role_id: probeOps })).status,
    ).toBe(200);
    expect((await as('riley', 'GET', '/api/admin/accounts')).status).toBe(200);
    const byAlex = await as('alex', 'PUT', '/api/admin/users/u-riley-planner/status', { is_deleted: true });
    expect(byAlex.status).toBe(403);
  });

  it('keeps a Super Admin one under another name, and an Admin none when a role is named "Super Admin"', async () => {
    const { backend, as } = personaCalls();
    const grants = (roleId: string) =>
      Object.fromEntries(
        backend.data.rolePermissions
          .filter((grant) => grant.role_id === roleId)
          .map((grant) => [grant.permission_id, true]),
      );
    const renamed = await as('sam', 'PUT', '/api/admin/roles/role-super-admin', {
      name: 'Owners',
      permissions: grants('role-super-admin'),
    });
    expect(renamed.status).toBe(200);
    const named = await as('sam', 'POST', '/api/admin/roles', { name: 'Super Admin', permissions: {} });
    expect(named.status).toBe(200);
    expect((await as('sam', 'GET', '/api/admin/accounts')).status).toBe(200);
    const nameOnly = (named.json.role as { id: string }).id;
    expect(
      (await as('alex', 'PUT', '/api/admin/users/u-riley-planner/role', { role_id: nameOnly })).status,
    ).toBe(200);
    expect((await as('riley', 'GET', '/api/admin/accounts')).status).toBe(403);
  });

  it('tells the screens the fact: the admin answers say which roles make, and which users are, Super Admins', async () => {
    const { as, probeOps } = await withProbeOps();
    await as('sam', 'PUT', '/api/admin/users/u-riley-planner/role', { role_id: probeOps });
    const roles = (await as('alex', 'GET', '/api/admin/roles')).json.roles as {
      name: string;
      grants_super_admin: boolean;
    }[];
    expect(roles.filter((role) => role.grants_super_admin).map((role) => role.name)).toEqual(
      expect.arrayContaining(['Probe Ops', 'Super Admin']),
    );
    expect(roles.find((role) => role.name === 'Admin')?.grants_super_admin).toBe(false);
    const users = (await as('alex', 'GET', '/api/admin/users')).json.users as {
      email: string;
      is_super_admin: boolean;
    }[];
    const superAdmins = users.filter((user) => user.is_super_admin).map((user) => user.email);
    expect(superAdmins).toContain('riley.planner@example.com');
    expect(superAdmins).not.toContain('alex.admin@example.com');
  });
});
