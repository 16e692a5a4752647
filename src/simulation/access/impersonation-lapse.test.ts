import { describe, expect, it } from 'vitest';
import { personaCalls } from '../testing/personaCalls';

const VAL = 'u-val-viewer';
const GLOBEX = 'acc-globex-retail';

/** Alex impersonates Val, and a message sent as Val is answered. */
async function alexActingAsVal() {
  const calls = personaCalls();
  expect((await calls.as('alex', 'GET', `/api/admin/impersonate/${VAL}`)).status).toBe(200);
  const sendAsVal = () =>
    calls.as('alex', 'POST', '/api/chat', { accountId: GLOBEX, chatId: null, message: 'hello' }, VAL);
  expect((await sendAsVal()).status).toBe(200);
  return { ...calls, sendAsVal };
}

describe('acting as someone ends where they end (issue 27)', () => {
  it('refuses a message sent as Val once Sam deactivates her, saying why; Alex himself still answers', async () => {
    const { as, sendAsVal } = await alexActingAsVal();
    expect((await as('sam', 'PUT', `/api/admin/users/${VAL}/status`, { is_deleted: true })).status).toBe(200);
    expect(await sendAsVal()).toMatchObject({
      status: 401,
      json: { error: 'Val Viewer has been deactivated: the impersonation has ended' },
    });
    expect((await as('alex', 'GET', '/api/admin/users')).status).toBe(200);
  });

  it('refuses acting as Val once she is removed from her account', async () => {
    const { as, sendAsVal } = await alexActingAsVal();
    expect((await as('sam', 'DELETE', `/api/account-admin/accounts/${GLOBEX}/users/${VAL}`)).status).toBe(
      200,
    );
    expect(await sendAsVal()).toMatchObject({
      status: 401,
      json: { error: 'Val Viewer no longer belongs to an account: the impersonation has ended' },
    });
  });

  it('refuses acting as Val once Alex loses the Admin role that let him', async () => {
    const { as, sendAsVal } = await alexActingAsVal();
    const demoted = await as('sam', 'PUT', '/api/admin/users/u-alex-admin/role', {
      role_id: 'role-user',
      account_ids: ['acc-acme-media'],
    });
    expect(demoted.status).toBe(200);
    expect(await sendAsVal()).toMatchObject({
      status: 401,
      json: { error: 'You may no longer act as Val Viewer: the impersonation has ended' },
    });
  });

  it('still refuses a session whose own user is deactivated', async () => {
    const { as } = personaCalls();
    expect((await as('sam', 'PUT', `/api/admin/users/${VAL}/status`, { is_deleted: true })).status).toBe(200);
    expect((await as('val', 'GET', '/api/chat-history', { accountId: GLOBEX })).status).toBe(401);
  });
});
