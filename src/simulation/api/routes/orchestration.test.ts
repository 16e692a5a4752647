import { beforeEach, describe, expect, it } from 'vitest';
import { RILEY, signedIn, type TestBackend } from '../../testing/testBackend';

const riley = RILEY;
let backend: TestBackend;
let token: string;
let chatId: string;
let messageId: string;
let path: (suffix: string) => string;

beforeEach(async () => {
  ({ backend, token } = await signedIn());
  const { json } = await backend.call('POST', '/api/chat', {
    token,
    body: { ...riley, message: 'fast track it on facebook' },
  });
  chatId = String(json.chatId);
  messageId = String(json.messageId);
  path = (suffix) => `/api/chat/${chatId}/${messageId}/${suffix}`;
});

const status = async () =>
  (await backend.call('GET', path('fast-track-status'), { token, query: riley })).json;

describe('fast-track orchestration in the chat', () => {
  it('moves through its steps as time passes and completes with the API result and its links', async () => {
    expect(await status()).toMatchObject({
      status: 'in_progress',
      campaign_status: 'processing',
      // No creative files were sent: the creative step is skipped (and counts its end, 33%).
      creative_status: 'skipped',
      launcher_status: 'pending',
      progress_percentage: 33,
    });
    backend.clock.now += 10_000;
    expect(await status()).toMatchObject({
      status: 'in_progress',
      campaign_status: 'completed',
      creative_status: 'skipped',
      launcher_status: 'processing',
      current_step: 'launcher-processing',
      progress_percentage: 36,
    });
    backend.clock.now += 30_000;
    const done = await status();
    expect(done).toMatchObject({
      status: 'completed',
      api_status: 'completed',
      progress_percentage: 100,
      api_result: { success: true, platform: 'facebook' },
    });
    const apiResult = done.api_result as Record<string, unknown>;
    expect(apiResult.fb_url).toMatch(/^https:\/\/adsmanager\.facebook\.com\//);
    const history = await backend.call('GET', path('status'), { token, query: riley });
    expect(history.json).toMatchObject({
      status: 'completed',
      result: { content: 'Campaign created successfully. Details below:' },
    });
  });

  it('stops on request, keeping how far it got, and refuses a second stop', async () => {
    backend.clock.now += 1_000;
    const stop = await backend.call('POST', path('stop-fast-track'), { token, body: riley });
    expect(stop.status).toBe(200);
    backend.clock.now += 120_000;
    expect(await status()).toMatchObject({
      status: 'stopped',
      campaign_status: 'stopped',
      creative_status: 'skipped',
      api_status: 'pending',
    });
    const again = await backend.call('POST', path('stop-fast-track'), { token, body: riley });
    expect(again.status).toBe(409);
    const history = await backend.call('GET', path('status'), { token, query: riley });
    expect(history.json).toMatchObject({ status: 'failed', result: { content: 'Stopped by user' } });
  });

  it('answers the same run for a repeated send of the same words while it runs', async () => {
    const again = await backend.call('POST', '/api/chat', {
      token,
      body: { ...riley, chatId, message: 'fast track it on facebook' },
    });
    expect(again.json).toMatchObject({ chatId, messageId, action: 'fast-track' });
    expect(backend.data.runs.filter((run) => run.chatId === chatId)).toHaveLength(1);
  });

  it('runs the shell variant without the creative step when asked for a shell', async () => {
    const { json } = await backend.call('POST', '/api/chat', {
      token,
      body: { ...riley, message: 'fast track a shell on facebook' },
    });
    expect(json).toMatchObject({ action: 'fast-track-shell' });
    const shell = await backend.call('GET', `/api/chat/${json.chatId}/${json.messageId}/fast-track-status`, {
      token,
      query: riley,
    });
    expect(shell.json).toMatchObject({ creative_status: 'skipped', campaign_status: 'processing' });
  });

  it('fails the API step on a platform whose channel has a sandbox outage', async () => {
    const { json } = await backend.call('POST', '/api/chat', {
      token,
      body: { ...riley, message: 'fast track it on reddit' },
    });
    backend.clock.now += 60_000;
    const failed = await backend.call('GET', `/api/chat/${json.chatId}/${json.messageId}/fast-track-status`, {
      token,
      query: riley,
    });
    expect(failed.json).toMatchObject({ status: 'failed', api_status: 'failed' });
    expect(String(failed.json.error_message)).toContain('sandbox outage');
  });

  it('answers 404 for the Salesforce status of a fast-track message, plain messages and other users', async () => {
    expect(
      (await backend.call('GET', path('salesforce-orchestration-status'), { token, query: riley })).status,
    ).toBe(404);
    const plain = await backend.call('GET', '/api/chat/chat-seed-1/msg-seed-1-2/fast-track-status', {
      token,
      query: riley,
    });
    expect(plain.status).toBe(404);
    const avery = await backend.tokenFor('avery.owner@example.com');
    const other = await backend.call('GET', path('fast-track-status'), {
      token: avery,
      query: { userId: 'u-avery-owner', accountId: 'acc-acme-media' },
    });
    expect(other.status).toBe(404);
    const spoofed = await backend.call('GET', path('fast-track-status'), { token: avery, query: riley });
    expect(spoofed.status).toBe(403);
  });
});
