import { describe, expect, it } from 'vitest';
import { personaCalls } from '../testing/personaCalls';

const AVERY_IN_ACME = '/api/account-admin/accounts/acc-acme-media/users/u-avery-owner';

describe('nobody removes their own power (issue 27)', () => {
  it('refuses Avery making herself a plain member of Acme, and she still manages it', async () => {
    const { as } = personaCalls();
    const demoted = await as('avery', 'PUT', AVERY_IN_ACME, { isAccountAdmin: false });
    expect(demoted).toMatchObject({
      status: 400,
      json: { error: 'You cannot change your own role in the account' },
    });
    const members = await as('avery', 'GET', '/api/account-admin/accounts/acc-acme-media/users');
    expect(members.status).toBe(200);
    expect(members.json.users).toContainEqual(
      expect.objectContaining({ user_id: 'u-avery-owner', is_account_admin: true }),
    );
  });

  it("lets another manager change Avery's role, and Sam, who manages Acme by his role, his own", async () => {
    const { as } = personaCalls();
    expect((await as('alex', 'PUT', AVERY_IN_ACME, { isAccountAdmin: false })).status).toBe(200);
    const sam = '/api/account-admin/accounts/acc-acme-media/users/u-sam-super';
    expect((await as('sam', 'PUT', sam, { isAccountAdmin: false })).status).toBe(200);
  });

  it('refuses Alex taking away his own Admin role', async () => {
    const { backend, as } = personaCalls();
    const toUser = await as('alex', 'PUT', '/api/admin/users/u-alex-admin/role', {
      role_id: 'role-user',
      account_ids: ['acc-acme-media'],
    });
    expect(toUser).toMatchObject({ status: 400, json: { error: 'You cannot remove your own Admin role' } });
    expect(backend.userByEmail('alex.admin@example.com').role_id).toBe('role-admin');
    expect((await as('alex', 'GET', '/api/admin/users')).status).toBe(200);
  });

  it('refuses Sam, the only Super Admin, making himself an Admin; once Riley is one too, he may', async () => {
    const { as } = personaCalls();
    const toAdmin = { role_id: 'role-admin' };
    expect(await as('sam', 'PUT', '/api/admin/users/u-sam-super/role', toAdmin)).toMatchObject({
      status: 400,
      json: { error: 'You cannot remove the last Super Admin' },
    });
    expect((await as('sam', 'GET', '/api/admin/accounts')).status).toBe(200);
    await as('sam', 'PUT', '/api/admin/users/u-riley-planner/role', { role_id: 'role-super-admin' });
    expect((await as('sam', 'PUT', '/api/admin/users/u-sam-super/role', toAdmin)).status).toBe(200);
    expect((await as('sam', 'GET', '/api/admin/accounts')).status).toBe(403);
  });

  it('refuses taking impersonate_admin from the role every Super Admin holds, and the role keeps it', async () => {
    const { backend, as } = personaCalls();
    const flag = backend.data.permissions.find((permission) => permission.key === 'impersonate_admin');
    const keptGrants = Object.fromEntries(
      backend.data.rolePermissions
        .filter((grant) => grant.role_id === 'role-super-admin' && grant.permission_id !== flag?.id)
        .map((grant) => [grant.permission_id, true]),
    );
    const edited = await as('sam', 'PUT', '/api/admin/roles/role-super-admin', {
      name: 'Super Admin',
      permissions: keptGrants,
    });
    expect(edited).toMatchObject({ status: 400, json: { error: 'You cannot remove the last Super Admin' } });
    expect((await as('sam', 'GET', '/api/admin/accounts')).status).toBe(200);
  });
});
