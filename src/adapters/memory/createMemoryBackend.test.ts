import { describe, expect, it } from 'vitest';
import { decodeLoginToken } from '../../core/domain/login-token';
import { createFakeAssistant } from '../../simulation/testing/fakeAssistant';
import { createMemoryBackend, MEMORY_API_KEY } from './createMemoryBackend';

const headers = (token?: string) => ({
  'x-api-key': MEMORY_API_KEY,
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** The demo identity provider's token for the persona of `email`. */
async function demoTokenOf(backend: ReturnType<typeof createMemoryBackend>, email: string): Promise<string> {
  const answer = await backend.fetch('/api/demo/token', {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ email }),
  });
  return (await answer.json()).token;
}

describe('memory backend (the demo api in process, no server)', () => {
  it('signs in a persona through fetch alone', async () => {
    const backend = createMemoryBackend({ now: () => Date.parse('2026-11-23T10:00:00Z') });
    const personas = await (await backend.fetch('/api/demo/personas', { headers: headers() })).json();
    expect(personas.personas[3].displayName).toBe('Riley Planner');
    const token = await demoTokenOf(backend, 'riley.planner@example.com');
    expect(decodeLoginToken(token).sub).toBe('u-riley-planner');
    const login = await backend.fetch(new URL('http://anywhere.test/api/auth/login'), {
      method: 'POST',
      headers: headers(token),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.accounts).toEqual([{ id: 'acc-acme-media', name: 'Acme Media' }]);
  });

  it('answers refusals as the HTTP server would', async () => {
    const backend = createMemoryBackend();
    const response = await backend.fetch('/api/admin/users?userId=u-riley-planner', { headers: headers() });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Missing bearer token' });
  });

  it('rejects like fetch when the call is aborted', async () => {
    const backend = createMemoryBackend({ assistant: createFakeAssistant() });
    const controller = new AbortController();
    controller.abort();
    await expect(
      backend.fetch('/api/demo/personas', { headers: headers(), signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('dates the seeded history around its clock, so it reads as recent', () => {
    const now = Date.parse('2027-05-01T12:00:00Z');
    const backend = createMemoryBackend({ now: () => now });
    const newest =
      backend.data.chats
        .map((chat) => Date.parse(chat.updated_at))
        .sort()
        .at(-1) ?? 0;
    expect(now - newest).toBeLessThan(7 * 86_400_000);
  });
});

describe('memory backend with the real assistant', () => {
  it('answers a chat message and later its result, as the clock moves', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const backend = createMemoryBackend({ now: () => now, speed: 10 });
    const call = async (method: string, path: string, token: string, body?: unknown) =>
      backend.fetch(path, {
        method,
        headers: headers(token),
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const token = await demoTokenOf(backend, 'riley.planner@example.com');
    const acting = { userId: 'u-riley-planner', accountId: 'acc-acme-media' };
    const sent = await (
      await call('POST', '/api/chat', token, {
        ...acting,
        chatId: null,
        message: 'New IO for Acme Foods, total budget $50,000',
      })
    ).json();
    expect(sent).toMatchObject({ action: 'campaign-processor', isProcessing: true });
    now += 10 * 60_000;
    const query = `userId=${acting.userId}&accountId=${acting.accountId}`;
    const status = await (
      await call('GET', `/api/chat/${sent.chatId}/${sent.messageId}/status?${query}`, token)
    ).json();
    expect(status.status).toBe('completed');
    expect(status.result.jsonResponse).toHaveProperty('validation');
  });
});
