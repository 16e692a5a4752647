import { describe, expect, it } from 'vitest';
import { type Endpoint, pathOf } from '../../../contract/endpoint';
import { ACCOUNT_ADMIN } from '../../../contract/endpoints/account-admin';
import { ADMIN_TOOLS } from '../../../contract/endpoints/admin-tools';
import { PERMISSIONS } from '../../../contract/endpoints/permissions';
import { ROLES } from '../../../contract/endpoints/roles';
import { USERS } from '../../../contract/endpoints/users';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';

const EMAILS = {
  sam: 'sam.super@example.com',
  alex: 'alex.admin@example.com',
  avery: 'avery.owner@example.com',
  riley: 'riley.planner@example.com',
} as const;
type Persona = keyof typeof EMAILS;

async function as(backend: TestBackend, persona: Persona, method: string, path: string, body?: object) {
  const user = backend.userByEmail(EMAILS[persona]);
  const token = await backend.tokenFor(EMAILS[persona]);
  const read = method === 'GET' || method === 'DELETE';
  return backend.call(method, path, {
    token,
    ...(read ? { query: { userId: user.id } } : { body: { ...body, userId: user.id } }),
  });
}

const acme = 'acc-acme-media';
const umbrella = 'acc-umbrella-health';

describe('the permission matrix of spec 3 §6 on the demo backend', () => {
  // Each call with the body its route declares (src/contract/requests): any other field is refused.
  const bodies: Record<string, (persona: Persona) => object> = {
    'create a role': (persona) => ({ name: `Role ${persona}`, permissions: {} }),
    'add a permission': (persona) => ({ key: `key_${persona}`, name: `Permission ${persona}` }),
    'manage Acme settings': () => ({ settingValue: 'true' }),
  };
  const superOnly = { sam: true, alex: false, avery: false, riley: false };
  const adminsRead = { sam: true, alex: true, avery: false, riley: false };
  const matrix: [string, Endpoint, string, Record<Persona, boolean>][] = [
    ['list users', USERS.list, pathOf(USERS.list), adminsRead],
    ['list roles', ROLES.list, pathOf(ROLES.list), adminsRead],
    ['create a role', ROLES.create, pathOf(ROLES.create), superOnly],
    ['add a permission', PERMISSIONS.create, pathOf(PERMISSIONS.create), superOnly],
    ['export data', ADMIN_TOOLS.dataExport, pathOf(ADMIN_TOOLS.dataExport), superOnly],
    ['read the audit trail', ADMIN_TOOLS.audit, pathOf(ADMIN_TOOLS.audit), superOnly],
    [
      'manage Acme settings',
      ACCOUNT_ADMIN.saveSetting,
      pathOf(ACCOUNT_ADMIN.saveSetting, { accountId: acme, settingKey: 'matrix-check' }),
      { sam: true, alex: true, avery: true, riley: false },
    ],
    [
      'manage Umbrella users',
      ACCOUNT_ADMIN.members,
      pathOf(ACCOUNT_ADMIN.members, { accountId: umbrella }),
      superOnly,
    ],
  ];
  for (const [capability, { method }, path, allowed] of matrix) {
    for (const persona of Object.keys(allowed) as Persona[]) {
      it(`${persona} ${allowed[persona] ? 'may' : 'may not'} ${capability}`, async () => {
        const backend = createTestBackend();
        const body = bodies[capability]?.(persona) ?? {};
        const answer = await as(backend, persona, method, path, body);
        expect(answer.status === 403 ? 'refused' : 'allowed').toBe(allowed[persona] ? 'allowed' : 'refused');
        if (allowed[persona]) expect(answer.status).toBe(200);
      });
    }
  }
});

describe('admin rules enforced by the demo backend', () => {
  it('lets every member read the settings of their own account (the campaign form needs multi-channels)', async () => {
    const backend = createTestBackend();
    const read = await as(backend, 'riley', 'GET', `/api/account-admin/accounts/${acme}/settings`, {});
    expect(read.status).toBe(200);
    const umbrellaRead = await as(
      backend,
      'riley',
      'GET',
      `/api/account-admin/accounts/${umbrella}/settings`,
      {},
    );
    expect(umbrellaRead.status).toBe(403);
  });

  it('lets only super admins assign the Super Admin role or edit a Super Admin', async () => {
    const backend = createTestBackend();
    const toSuper = await as(backend, 'alex', 'PUT', '/api/admin/users/u-riley-planner/role', {
      role_id: 'role-super-admin',
    });
    expect(toSuper).toMatchObject({
      status: 403,
      json: { error: 'You do not have permission to assign the Super Admin role' },
    });
    const editSam = await as(backend, 'alex', 'PUT', '/api/admin/users/u-sam-super/status', {
      is_deleted: true,
    });
    expect(editSam.status).toBe(403);
    const bySam = await as(backend, 'sam', 'PUT', '/api/admin/users/u-riley-planner/role', {
      role_id: 'role-super-admin',
    });
    expect(bySam.status).toBe(200);
    expect((await as(backend, 'riley', 'GET', '/api/admin/accounts')).status).toBe(200);
  });

  it('holds non-Admin roles to one account and makes Admins account admins of theirs', async () => {
    const backend = createTestBackend();
    const two = await as(backend, 'sam', 'PUT', '/api/admin/users/u-riley-planner/role', {
      role_id: 'role-user',
      account_ids: [acme, umbrella],
    });
    expect(two).toMatchObject({
      status: 400,
      json: { error: 'Non-Admin users can only be assigned to a single account' },
    });
    const admin = await as(backend, 'sam', 'PUT', '/api/admin/users/u-riley-planner/role', {
      role_id: 'role-admin',
      account_ids: [acme, umbrella],
    });
    expect(admin.status).toBe(200);
    const rows = backend.data.accountUsers.filter((row) => row.user_id === 'u-riley-planner');
    expect(rows.map((row) => [row.account_id, row.is_account_admin])).toEqual([
      [acme, true],
      [umbrella, true],
    ]);
  });

  it('refuses to delete a role with users (409) and system permissions (403)', async () => {
    const backend = createTestBackend();
    expect((await as(backend, 'sam', 'DELETE', '/api/admin/roles/role-user')).status).toBe(409);
    expect((await as(backend, 'sam', 'DELETE', '/api/admin/permissions/perm-can_approve')).status).toBe(403);
    const rename = await as(backend, 'sam', 'PUT', '/api/admin/permissions/perm-view_reports', {
      key: 'other',
      name: 'x',
    });
    expect(rename.status).toBe(400);
  });

  it('checks an allowed user: a valid email, and the Super Admin role only from super admins', async () => {
    const backend = createTestBackend();
    const bad = await as(backend, 'alex', 'POST', '/api/admin/allowed-users', {
      email: 'not-an-email',
      roleId: 'role-user',
      accountId: acme,
    });
    expect(bad.status).toBe(400);
    const superRole = await as(backend, 'alex', 'POST', '/api/admin/allowed-users', {
      email: 'new@example.com',
      roleId: 'role-super-admin',
      accountId: acme,
    });
    expect(superRole.status).toBe(403);
    const ok = await as(backend, 'alex', 'POST', '/api/admin/allowed-users', {
      email: 'new@example.com',
      roleId: 'role-user',
      accountId: acme,
    });
    expect(ok).toMatchObject({ status: 200, json: { allowedUser: { email: 'new@example.com' } } });
  });

  it('makes the creator of an account its account admin', async () => {
    const backend = createTestBackend();
    const created = await as(backend, 'alex', 'POST', '/api/admin/accounts', {
      name: 'Hooli',
      description: '',
    });
    const id = (created.json.account as { id: string }).id;
    expect(created.json.account).toMatchObject({ name: 'Hooli', status: 'active' });
    const users = await as(backend, 'alex', 'GET', `/api/account-admin/accounts/${id}/users`);
    expect(users.json.users).toEqual([
      expect.objectContaining({ user_id: 'u-alex-admin', is_account_admin: true }),
    ]);
  });

  it('checks channel field values against the channel type, booleans sent as text included', async () => {
    const backend = createTestBackend();
    const missing = await as(backend, 'alex', 'POST', '/api/channels', {
      name: 'Seat',
      channel_type_id: 'ct-facebook',
      field_values: { platform_account_id: '1' },
    });
    expect(missing).toMatchObject({ status: 400, json: { error: 'API key is required' } });
    const ok = await as(backend, 'alex', 'POST', '/api/channels', {
      name: 'Seat',
      channel_type_id: 'ct-facebook',
      field_values: { platform_account_id: '1', api_key: 's3cret', daily_spend_cap: '100', sandbox: 'false' },
    });
    expect(ok.json.channel).toMatchObject({
      field_values: { api_key: 's3cret', daily_spend_cap: 100, sandbox: false },
    });
  });
});

describe('the audit trail of impersonation', () => {
  it('records every change made while impersonating, with both identities, and nothing else', async () => {
    const backend = createTestBackend();
    const token = await backend.tokenFor(EMAILS.sam);
    await backend.call('PATCH', '/api/chat-history/nope', { token, body: { userId: 'u-sam-super' } });
    await backend.call('GET', '/api/admin/impersonate/u-riley-planner', {
      token,
      query: { userId: 'u-sam-super' },
    });
    const chat = backend.data.chats.find((c) => c.user_id === 'u-riley-planner');
    await backend.call('PATCH', `/api/chat-history/${chat?.id}`, {
      token,
      body: { userId: 'u-riley-planner', accountId: chat?.account_id, summary: 'Renamed by Sam' },
    });
    await backend.call('GET', '/api/admin/end-impersonation', {
      token,
      query: { impersonatedBy: 'u-sam-super' },
    });
    const audit = await backend.call('GET', '/api/admin/audit', { token, query: { userId: 'u-sam-super' } });
    const entries = audit.json.entries as { action: string; admin_email: string; target_email: string }[];
    expect(entries.map((e) => e.action)).toEqual([
      'Ended impersonation',
      'Renamed a chat',
      'Started impersonation',
    ]);
    expect(entries[1]).toMatchObject({ admin_email: EMAILS.sam, target_email: EMAILS.riley });
    const filtered = await backend.call('GET', '/api/admin/audit', {
      token,
      query: { userId: 'u-sam-super', targetId: 'u-val-viewer' },
    });
    expect(filtered.json.entries).toEqual([]);
  });

  it('offers no way to write the trail', async () => {
    const backend = createTestBackend();
    const token = await backend.tokenFor(EMAILS.sam);
    const post = await backend.call('POST', '/api/admin/audit', { token, body: { userId: 'u-sam-super' } });
    expect(post.status).toBe(404);
  });
});
