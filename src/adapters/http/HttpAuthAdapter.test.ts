import { describe, expect, it } from 'vitest';
import { HttpAuthAdapter } from './HttpAuthAdapter';
import { json } from './testing/fake-fetch';
import { itCallsEachContractRoute, overFakeBackend, type RouteCase } from './testing/harness';

const setup = overFakeBackend((http) => ({ auth: new HttpAuthAdapter(http) }));

const userDto = { id: 'u-2', email: 'ada.admin@example.com', role: 'Admin' };

describe('HttpAuthAdapter routes', () => {
  const routes: RouteCase<HttpAuthAdapter>[] = [
    [
      'listDemoPersonas',
      (a) => a.listDemoPersonas(),
      { personas: [] },
      { method: 'GET', path: '/api/demo/personas' },
    ],
    [
      'requestDemoToken',
      (a) => a.requestDemoToken('sam@example.com'),
      { token: 'jwt' },
      { method: 'POST', path: '/api/demo/token', body: { email: 'sam@example.com' } },
    ],
    ['signIn', (a) => a.signIn('id-token'), { user: userDto }, { method: 'POST', path: '/api/auth/login' }],
    [
      'fetchAccounts',
      (a) => a.fetchAccounts('u-2'),
      { accounts: [] },
      { method: 'GET', path: '/api/account-admin/accounts', query: { userId: 'u-2' } },
    ],
    [
      'fetchEnabledChannels',
      (a) => a.fetchEnabledChannels('acc/1', 'u-2'),
      { enabledChannels: {} },
      { method: 'GET', path: '/api/users/enabled-channels/acc%2F1', query: { userId: 'u-2' } },
    ],
    [
      'impersonate',
      (a) => a.impersonate('u-3', 'u-2'),
      { user: userDto },
      { method: 'GET', path: '/api/admin/impersonate/u-3', query: { userId: 'u-2' } },
    ],
    [
      'endImpersonation',
      (a) => a.endImpersonation('u-2'),
      { user: userDto },
      { method: 'GET', path: '/api/admin/end-impersonation', query: { impersonatedBy: 'u-2' } },
    ],
  ];

  itCallsEachContractRoute(routes, (http) => new HttpAuthAdapter(http));
});

describe('HttpAuthAdapter answers', () => {
  it('signs in with the identity token as bearer and answers the normalised user', async () => {
    const { backend, auth } = setup();
    backend.answerNext(json({ user: { userId: 'u-2', email: 'ada.admin@example.com', role_name: 'Admin' } }));
    const user = await auth.signIn('fresh-id-token');
    expect(backend.lastCall.headers.get('authorization')).toBe('Bearer fresh-id-token');
    expect(user).toMatchObject({ userId: 'u-2', role: 'Admin', accountId: null, permissions: {} });
  });

  it('reads personas and the demo token', async () => {
    const { backend, auth } = setup();
    backend.answerNext(
      json({ personas: [{ email: 'sam@example.com', displayName: 'Sam Super', summary: 'Super Admin' }] }),
      json({ token: 'header.payload.sig' }),
    );
    expect(await auth.listDemoPersonas()).toEqual([
      { email: 'sam@example.com', displayName: 'Sam Super', summary: 'Super Admin' },
    ]);
    expect(await auth.requestDemoToken('sam@example.com')).toBe('header.payload.sig');
  });

  it('reads accounts wrapped or bare', async () => {
    const { backend, auth } = setup();
    const accounts = [{ id: 'acc-1', name: 'Acme Media', status: 'active', extra: 'kept out' }];
    backend.answerNext(json({ accounts }), json(accounts));
    const expected = [{ id: 'acc-1', name: 'Acme Media', status: 'active' }];
    expect(await auth.fetchAccounts('u-2')).toEqual(expected);
    expect(await auth.fetchAccounts('u-2')).toEqual(expected);
  });

  it('reads enabled channels', async () => {
    const { backend, auth } = setup();
    backend.answerNext(json({ enabledChannels: { dv360: true, ttd: false } }));
    expect(await auth.fetchEnabledChannels('acc-1', 'u-2')).toEqual({ dv360: true, ttd: false });
  });

  it("passes a refusal on with the server's text", async () => {
    const { backend, auth } = setup();
    backend.answerNext(json({ error: 'Email is not allowed' }, 401));
    await expect(auth.signIn('bad')).rejects.toMatchObject({
      code: 'ERR_BAD_REQUEST',
      status: 401,
      message: 'Email is not allowed',
    });
  });

  it('reports a sign-in answer without a user as a bad response', async () => {
    const { backend, auth } = setup();
    backend.answerNext(json({ ok: true }));
    await expect(auth.signIn('id-token')).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE' });
  });
});
