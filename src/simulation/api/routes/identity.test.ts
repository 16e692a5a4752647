import { describe, expect, it } from 'vitest';
import { decodeLoginToken } from '../../../core/domain/login-token';
import { createTestBackend } from '../../testing/testBackend';

describe('identity and account routes', () => {
  it('lists the personas with the api key alone', async () => {
    const backend = createTestBackend();
    const { status, json } = await backend.call('GET', '/api/demo/personas');
    expect(status).toBe(200);
    expect((json.personas as { email: string }[]).map((p) => p.email)[0]).toBe('sam.super@example.com');
  });

  it('signs a token for a persona, and names the missing field', async () => {
    const backend = createTestBackend();
    const { json } = await backend.call('POST', '/api/demo/token', {
      body: { email: 'Riley.Planner@example.com' },
    });
    expect(decodeLoginToken(json.token)).toMatchObject({ sub: 'u-riley-planner', name: 'Riley Planner' });
    const empty = await backend.call('POST', '/api/demo/token', { body: {} });
    expect(empty).toMatchObject({ status: 400, json: { error: 'email is required' } });
    const unknown = await backend.call('POST', '/api/demo/token', { body: { email: 'nobody@example.com' } });
    expect(unknown.status).toBe(403);
  });

  it('signs in: answers the user with role, accounts, channels and permissions', async () => {
    const backend = createTestBackend();
    const token = await backend.tokenFor('alex.admin@example.com');
    const { status, json } = await backend.call('POST', '/api/auth/login', { token });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({
      id: 'u-alex-admin',
      display_name: 'Alex Admin',
      role: 'Admin',
      accountId: null,
      isSuperAdmin: false,
      isImpersonating: false,
      permissions: { full_admin: true, can_approve: true, impersonate_admin: false },
    });
    expect((json.user as { accounts: unknown[] }).accounts).toHaveLength(4); // the three demo accounts and the Scale Test account
    expect(backend.userByEmail('alex.admin@example.com').last_login).toBe(
      new Date(backend.clock.now).toISOString(),
    );
  });

  it('lists the accounts a regular admin may select, and none for a regular user', async () => {
    const backend = createTestBackend();
    const alex = await backend.call('GET', '/api/account-admin/accounts', {
      token: await backend.tokenFor('alex.admin@example.com'),
      query: { userId: 'u-alex-admin' },
    });
    expect((alex.json.accounts as { name: string }[]).map((a) => a.name)).toEqual([
      'Acme Media',
      'Globex Retail',
      'Initech Auto',
      'Scale Test',
    ]);
    const riley = await backend.call('GET', '/api/account-admin/accounts', {
      token: await backend.tokenFor('riley.planner@example.com'),
      query: { userId: 'u-riley-planner' },
    });
    expect(riley.json.accounts).toEqual([]);
  });

  it("answers an account's enabled channels only to its members", async () => {
    const backend = createTestBackend();
    const token = await backend.tokenFor('val.viewer@example.com');
    const own = await backend.call('GET', '/api/users/enabled-channels/acc-globex-retail', {
      token,
      query: { userId: 'u-val-viewer' },
    });
    expect(own.json.enabledChannels).toMatchObject({ facebook: true, tiktok: false, dv360: false });
    const other = await backend.call('GET', '/api/users/enabled-channels/acc-acme-media', {
      token,
      query: { userId: 'u-val-viewer' },
    });
    expect(other.status).toBe(403);
  });
});

describe('impersonation routes', () => {
  it('lets a super admin impersonate and end it, answering each user', async () => {
    const backend = createTestBackend();
    const token = await backend.tokenFor('sam.super@example.com');
    const start = await backend.call('GET', '/api/admin/impersonate/u-alex-admin', {
      token,
      query: { userId: 'u-sam-super' },
    });
    expect(start.json.user).toMatchObject({
      id: 'u-alex-admin',
      isImpersonating: true,
      impersonatedBy: 'u-sam-super',
    });
    const end = await backend.call('GET', '/api/admin/end-impersonation', {
      token,
      query: { impersonatedBy: 'u-sam-super' },
    });
    expect(end.json.user).toMatchObject({ id: 'u-sam-super', isImpersonating: false });
    expect(backend.data.impersonations).toEqual([]);
    const again = await backend.call('GET', '/api/admin/end-impersonation', {
      token,
      query: { impersonatedBy: 'u-sam-super' },
    });
    expect(again).toMatchObject({
      status: 400,
      json: { error: 'You are not currently impersonating anyone.' },
    });
  });

  it('refuses to impersonate a super admin; a regular admin acts only as users of accounts they manage', async () => {
    const backend = createTestBackend();
    backend.data.users.push({
      ...backend.userByEmail('sam.super@example.com'),
      id: 'u-sam-2',
      email: 's2@example.com',
    });
    const sam = await backend.call('GET', '/api/admin/impersonate/u-sam-2', {
      token: await backend.tokenFor('sam.super@example.com'),
      query: { userId: 'u-sam-super' },
    });
    expect(sam).toMatchObject({ status: 403, json: { error: 'Super Admin users cannot be impersonated' } });
    const alexToken = await backend.tokenFor('alex.admin@example.com');
    const alex = await backend.call('GET', '/api/admin/impersonate/u-riley-planner', {
      token: alexToken,
      query: { userId: 'u-alex-admin' },
    });
    expect(alex.status).toBe(200);
    backend.data.users.push({
      ...backend.userByEmail('riley.planner@example.com'),
      id: 'u-umbrella-1',
      email: 'u1@example.com',
      account_id: 'acc-umbrella-health',
    });
    const outside = await backend.call('GET', '/api/admin/impersonate/u-umbrella-1', {
      token: alexToken,
      query: { userId: 'u-alex-admin' },
    });
    expect(outside).toMatchObject({ status: 403 });
    const avery = await backend.call('GET', '/api/admin/impersonate/u-riley-planner', {
      token: await backend.tokenFor('avery.owner@example.com'),
      query: { userId: 'u-avery-owner' },
    });
    expect(avery.status).toBe(403);
  });
});

describe('the allowed users list drives the demo sign-in', () => {
  it('lets an allowed email in on its first sign-in, with its initial role and account, listed with its first login', async () => {
    const backend = createTestBackend();
    const issued = await backend.call('POST', '/api/demo/token', {
      body: { email: 'Jordan.Lee@example.com' },
    });
    expect(issued.status).toBe(200);
    const token = issued.json.token as string;
    const login = await backend.call('POST', '/api/auth/login', { token });
    expect(login.json.user).toMatchObject({
      email: 'jordan.lee@example.com',
      display_name: 'Jordan Lee',
      role_name: 'User',
      accountId: 'acc-acme-media',
      accounts: [{ id: 'acc-acme-media', name: expect.any(String) }],
    });
    const users = await backend.call('GET', '/api/admin/users', {
      token: await backend.tokenFor('sam.super@example.com'),
      query: { userId: 'u-sam-super' },
    });
    const jordan = (users.json.users as { email: string; last_login: string | null }[]).find(
      (user) => user.email === 'jordan.lee@example.com',
    );
    expect(jordan?.last_login).toBe(new Date(backend.clock.now).toISOString());
    const again = await backend.call('POST', '/api/demo/token', {
      body: { email: 'jordan.lee@example.com' },
    });
    expect(again.status).toBe(200);
    expect(backend.data.users.filter((user) => user.email === 'jordan.lee@example.com')).toHaveLength(1);
  });

  it("makes an allowed Admin an account admin of the entry's account, without an own account", async () => {
    const backend = createTestBackend();
    const issued = await backend.call('POST', '/api/demo/token', {
      body: { email: 'taylor.brooks@example.com' },
    });
    const login = await backend.call('POST', '/api/auth/login', { token: issued.json.token as string });
    expect(login.json.user).toMatchObject({ role_name: 'Admin', accounts: [{ id: 'acc-umbrella-health' }] });
    const row = backend.data.accountUsers.find(
      (member) => member.user_id === (login.json.user as { id: string }).id,
    );
    expect(row).toMatchObject({ account_id: 'acc-umbrella-health', is_account_admin: true });
  });

  it('refuses any other email in the product words, and signs in nobody', async () => {
    const backend = createTestBackend();
    const users = backend.data.users.length;
    const refused = await backend.call('POST', '/api/demo/token', {
      body: { email: 'stranger@example.com' },
    });
    expect(refused).toMatchObject({
      status: 403,
      json: {
        error:
          'stranger@example.com is not on the allowed users list: Only users added to this list will be able to access the application.',
      },
    });
    expect(backend.data.users).toHaveLength(users);
  });
});
