import { describe, expect, it } from 'vitest';
import { decodeLoginToken } from '../../core/domain/login-token';
import { personaCalls } from '../testing/personaCalls';
import { createTestBackend } from '../testing/testBackend';

const KELVIN_KAYLAH = '\u212Aaylah.ruecker@example.com';

const tokenFor = (backend: ReturnType<typeof createTestBackend>, email: string) =>
  backend.call('POST', '/api/demo/token', { body: { email } });

describe('addresses are compared as written (issue 27)', () => {
  it("refuses Kaylah's address written with a Kelvin sign, and makes no user of it", async () => {
    const backend = createTestBackend();
    const users = backend.data.users.length;
    const answer = await tokenFor(backend, KELVIN_KAYLAH);
    expect(answer.status).toBe(403);
    expect(answer.json.token).toBeUndefined();
    expect(answer.json.error).toContain('sign in with the address exactly as it was allowed');
    expect(backend.data.users).toHaveLength(users);
  });

  it('still folds ASCII capitals: KAYLAH signs in as Kaylah', async () => {
    const answer = await tokenFor(createTestBackend(), 'KAYLAH.Ruecker@Example.com');
    expect(decodeLoginToken(answer.json.token as string)).toMatchObject({ sub: 'u-kaylah-ruecker' });
  });

  it('lets in an address beyond ASCII that an allowed-users entry holds as written, as a user of its own', async () => {
    const { backend, as } = personaCalls();
    const allowed = await as('sam', 'POST', '/api/admin/allowed-users', {
      email: KELVIN_KAYLAH,
      roleId: 'role-user',
      accountId: 'acc-acme-media',
    });
    expect(allowed.status).toBe(200);
    const answer = await tokenFor(backend, KELVIN_KAYLAH);
    expect(answer.status).toBe(200);
    expect(decodeLoginToken(answer.json.token as string).sub).not.toBe('u-kaylah-ruecker');
  });

  it('finds no member by a look-alike address on the account admin screen', async () => {
    const { as } = personaCalls();
    const added = await as('avery', 'POST', '/api/account-admin/accounts/acc-acme-media/users', {
      targetEmail: KELVIN_KAYLAH,
      isAccountAdmin: false,
    });
    expect(added.status).toBe(404);
  });
});
