import { describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';

const acme = 'acc-acme-media';
const AVERY = 'avery.owner@example.com';

async function asAvery(backend: TestBackend, method: string, path: string, body: object = {}) {
  const user = backend.userByEmail(AVERY);
  const token = await backend.tokenFor(AVERY);
  const read = method === 'GET' || method === 'DELETE';
  return backend.call(method, path, {
    token,
    ...(read ? { query: { userId: user.id } } : { body: { ...body, userId: user.id } }),
  });
}

const members = `/api/account-admin/accounts/${acme}/users`;

describe("an account admin's own administration (spec 3 §6)", () => {
  it('adds a user by email as a member, and says so', async () => {
    const backend = createTestBackend();
    const riley = `${members}/u-riley-planner`;
    expect((await asAvery(backend, 'DELETE', riley)).status).toBe(200);
    const listed = await asAvery(backend, 'GET', members);
    expect(JSON.stringify(listed.json)).not.toContain('u-riley-planner');
    const added = await asAvery(backend, 'POST', members, {
      targetEmail: 'riley.planner@example.com',
      isAccountAdmin: false,
    });
    expect(added).toMatchObject({
      status: 200,
      json: { user_id: 'u-riley-planner', message: 'User added to the account', is_account_admin: false },
    });
  });

  it('answers an unknown email with not found, and a member added again as already one', async () => {
    const backend = createTestBackend();
    const unknown = await asAvery(backend, 'POST', members, { targetEmail: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    const again = await asAvery(backend, 'POST', members, {
      targetEmail: 'riley.planner@example.com',
      isAccountAdmin: false,
    });
    expect(again.json).toMatchObject({ message: 'User is already a member of this account' });
  });

  it("changes a member's role within the account, never a Super Admin's", async () => {
    const backend = createTestBackend();
    const promoted = await asAvery(backend, 'PUT', `${members}/u-riley-planner`, { isAccountAdmin: true });
    expect(promoted.json).toMatchObject({ user: { user_id: 'u-riley-planner', is_account_admin: true } });
    const sam = await asAvery(backend, 'PUT', `${members}/u-sam-super`, { isAccountAdmin: false });
    expect(sam.status).toBe(403);
  });
});
