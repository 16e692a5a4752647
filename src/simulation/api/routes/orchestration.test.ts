import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';

const riley = { userId: 'u-riley-planner', accountId: 'acc-acme-media' };
let backend: TestBackend;
let token: string;
let path: (suffix: string) => string;

beforeEach(async () => {
  backend = createTestBackend();
  token = await backend.tokenFor('riley.planner@example.com');
  const { json } = await backend.call('POST', '/api/chat', {
    token,
    body: { ...riley, message: 'fast track it on facebook' },
  });
  path = (suffix) => `/api/chat/${json.chatId}/${json.messageId}/${suffix}`;
});

const status = async () =>
  (await backend.call('GET', path('fast-track-status'), { token, query: riley })).json;

describe('fast-track orchestration in the chat', () => {
  it('moves through its steps as time passes and completes with the API result', async () => {
    expect(await status()).toMatchObject({
      status: 'in_progress',
      campaign_status: 'processing',
      launcher_status: 'pending',
    });
    backend.clock.now += 30_000;
    expect(await status()).toMatchObject({
      status: 'in_progress',
      campaign_status: 'completed',
      creative_status: 'completed',
      launcher_status: 'processing',
      current_step: 'launcher-processing',
      progress_percentage: 36,
    });
    backend.clock.now += 30_000;
    expect(await status()).toMatchObject({
      status: 'completed',
      api_status: 'completed',
      progress_percentage: 100,
      api_result: { success: true },
    });
  });

  it('stops on request, keeping how far it got, and refuses a second stop', async () => {
    backend.clock.now += 10_000;
    const stop = await backend.call('POST', path('stop-fast-track'), { token, body: riley });
    expect(stop.status).toBe(200);
    backend.clock.now += 120_000;
    expect(await status()).toMatchObject({
      status: 'stopped',
      campaign_status: 'stopped',
      api_status: 'pending',
    });
    const again = await backend.call('POST', path('stop-fast-track'), { token, body: riley });
    expect(again.status).toBe(409);
    const history = await backend.call('GET', path('status'), { token, query: riley });
    expect(history.json).toMatchObject({ status: 'failed', result: { content: 'Stopped by user' } });
  });

  it('answers 404 for the Salesforce status of a fast-track message and for plain messages', async () => {
    expect(
      (await backend.call('GET', path('salesforce-orchestration-status'), { token, query: riley })).status,
    ).toBe(404);
    const plain = await backend.call('GET', '/api/chat/chat-seed-1/msg-seed-1-2/fast-track-status', {
      token,
      query: riley,
    });
    expect(plain.status).toBe(404);
  });
});
