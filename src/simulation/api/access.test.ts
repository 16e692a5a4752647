import { describe, expect, it } from 'vitest';
import { signDemoToken } from '../identity';
import { createTestBackend, TEST_SECRET } from '../testing/testBackend';

const RILEY = 'riley.planner@example.com';
const acme = 'acc-acme-media';

describe('access rules of the demo backend', () => {
  it('refuses a call without or with a wrong api key, even on public routes', async () => {
    const backend = createTestBackend();
    const missing = await backend.call('GET', '/api/demo/personas', { apiKey: null });
    expect(missing).toMatchObject({ status: 401, json: { error: 'Missing x-api-key header' } });
    const wrong = await backend.call('GET', '/api/demo/personas', { apiKey: 'guess' });
    expect(wrong).toMatchObject({ status: 401, json: { error: 'Invalid API key' } });
  });

  it('refuses a missing, forged or expired bearer token with 401', async () => {
    const backend = createTestBackend();
    const query = { userId: 'u-riley-planner', accountId: acme };
    const none = await backend.call('GET', '/api/chat-history', { query });
    expect(none).toMatchObject({ status: 401, json: { error: 'Missing bearer token' } });
    const forged = await signDemoToken(
      backend.userByEmail(RILEY),
      'someone-elses-secret-1234567890',
      backend.clock.now,
    );
    expect((await backend.call('GET', '/api/chat-history', { query, token: forged })).status).toBe(401);
    const old = await signDemoToken(
      backend.userByEmail(RILEY),
      TEST_SECRET,
      backend.clock.now - 4 * 86_400_000,
    );
    const expired = await backend.call('GET', '/api/chat-history', { query, token: old });
    expect(expired).toMatchObject({ status: 401, json: { error: 'The token has expired' } });
  });

  it('refuses the token of an inactive user', async () => {
    const backend = createTestBackend();
    const riley = backend.userByEmail(RILEY);
    const token = await backend.tokenFor(RILEY);
    riley.is_deleted = true;
    expect((await backend.call('POST', '/api/auth/login', { token })).status).toBe(401);
  });

  it("refuses another user's userId with 403 and a missing one with 400", async () => {
    const backend = createTestBackend();
    const token = await backend.tokenFor(RILEY);
    const other = await backend.call('GET', '/api/chat-history', {
      token,
      query: { userId: 'u-avery-owner', accountId: acme },
    });
    expect(other).toMatchObject({ status: 403, json: { error: 'userId does not match the signed-in user' } });
    const missing = await backend.call('GET', '/api/chat-history', { token, query: { accountId: acme } });
    expect(missing).toMatchObject({ status: 400, json: { error: 'userId is required' } });
  });

  it('refuses an account the user does not belong to, and lets a super admin act in any', async () => {
    const backend = createTestBackend();
    const riley = await backend.call('GET', '/api/chat-history', {
      token: await backend.tokenFor(RILEY),
      query: { userId: 'u-riley-planner', accountId: 'acc-globex-retail' },
    });
    expect(riley.status).toBe(403);
    const sam = await backend.call('GET', '/api/chat-history', {
      token: await backend.tokenFor('sam.super@example.com'),
      query: { userId: 'u-sam-super', accountId: 'acc-globex-retail' },
    });
    expect(sam).toMatchObject({ status: 200, json: { chats: [] } });
  });

  it('accepts an impersonated userId only from the admin impersonating that user', async () => {
    const backend = createTestBackend();
    const samToken = await backend.tokenFor('sam.super@example.com');
    const query = { userId: 'u-riley-planner', accountId: acme };
    expect((await backend.call('GET', '/api/chat-history', { token: samToken, query })).status).toBe(403);
    const started = await backend.call('GET', '/api/admin/impersonate/u-riley-planner', {
      token: samToken,
      query: { userId: 'u-sam-super' },
    });
    expect(started.status).toBe(200);
    const asRiley = await backend.call('GET', '/api/chat-history', { token: samToken, query });
    expect(asRiley.status).toBe(200);
    expect((asRiley.json.chats as unknown[]).length).toBeGreaterThan(0);
    const asAvery = await backend.call('GET', '/api/chat-history', {
      token: samToken,
      query: { userId: 'u-avery-owner', accountId: acme },
    });
    expect(asAvery.status).toBe(403);
    const alexToken = await backend.tokenFor('alex.admin@example.com');
    expect((await backend.call('GET', '/api/chat-history', { token: alexToken, query })).status).toBe(403);
  });

  it('applies the impersonated user’s permissions, not the admin’s', async () => {
    const backend = createTestBackend();
    const samToken = await backend.tokenFor('sam.super@example.com');
    await backend.call('GET', '/api/admin/impersonate/u-val-viewer', {
      token: samToken,
      query: { userId: 'u-sam-super' },
    });
    const asVal = await backend.call('GET', '/api/admin/users', {
      token: samToken,
      query: { userId: 'u-val-viewer' },
    });
    expect(asVal).toMatchObject({
      status: 403,
      json: { error: 'Access denied. Admin privileges required.' },
    });
    const own = await backend.call('GET', '/api/admin/users', {
      token: samToken,
      query: { userId: 'u-sam-super' },
    });
    expect(own.status).toBe(200);
  });

  it('refuses a regular user on an admin route', async () => {
    const backend = createTestBackend();
    const response = await backend.call('GET', '/api/admin/roles', {
      token: await backend.tokenFor(RILEY),
      query: { userId: 'u-riley-planner' },
    });
    expect(response).toMatchObject({
      status: 403,
      json: { error: 'Access denied. Admin privileges required.' },
    });
  });

  it('refuses a permission-gated route to a user without the flag, on their own chat', async () => {
    const backend = createTestBackend();
    const token = await backend.tokenFor('val.viewer@example.com');
    const val = { userId: 'u-val-viewer', accountId: 'acc-globex-retail' };
    const sent = await backend.call('POST', '/api/chat', { token, body: { ...val, message: 'Hello' } });
    const response = await backend.call('POST', `/api/chat-history/${sent.json.chatId}/pin`, {
      token,
      body: val,
    });
    expect(response.status).toBe(403);
    expect(response.json.error).toContain('can_manage_chat_hisotry');
  });

  it('answers unknown routes with a JSON 404 and bad JSON with a 400', async () => {
    const backend = createTestBackend();
    const token = await backend.tokenFor(RILEY);
    const unknown = await backend.call('GET', '/api/nothing-here', { token });
    expect(unknown).toMatchObject({ status: 404, json: { error: 'Not found: GET /api/nothing-here' } });
    const broken = await backend.call('PATCH', '/api/chat-history/chat-seed-1', { token, body: '{oops' });
    expect(broken).toMatchObject({ status: 400, json: { error: 'The request body is not valid JSON' } });
  });

  it('answers an unexpected failure with a JSON 500 that names a request id and nothing internal', async () => {
    const backend = createTestBackend();
    const token = await backend.tokenFor(RILEY);
    // Corrupt data makes a handler throw a TypeError.
    (backend.data as { chats: unknown }).chats = null;
    const originalError = console.error;
    console.error = () => {};
    try {
      const response = await backend.call('GET', '/api/chat-history', {
        token,
        query: { userId: 'u-riley-planner', accountId: acme },
      });
      expect(response.status).toBe(500);
      const { requestId } = response.json as { requestId: string };
      expect(response.json).toEqual({
        error: `The demo backend could not answer (request ${requestId})`,
        requestId: expect.any(String),
      });
      expect(JSON.stringify(response.json)).not.toMatch(/TypeError|null|at \//);
    } finally {
      console.error = originalError;
    }
  });
});
