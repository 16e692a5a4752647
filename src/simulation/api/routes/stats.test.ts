import { beforeEach, describe, expect, it } from 'vitest';
import { RILEY, signedIn, type TestBackend } from '../../testing/testBackend';

const riley = RILEY;
let backend: TestBackend;
let token: string;

beforeEach(async () => {
  ({ backend, token } = await signedIn());
});

describe('GET /api/stats', () => {
  it("counts the user's own chats, messages and uploads in the account", async () => {
    const { status, json } = await backend.call('GET', '/api/stats', { token, query: riley });
    expect(status).toBe(200);
    expect(json).toMatchObject({ totalChats: 3, totalMessages: 8, filesUploaded: 0 });
    expect(json.messagesPerAction).toEqual(
      expect.arrayContaining([{ action: 'campaign-processor', count: 1 }]),
    );
    expect((json.recentActivity as unknown[]).length).toBe(4);
  });

  it("refuses another user's id and an account the user is not a member of", async () => {
    const spoofed = await backend.call('GET', '/api/stats', {
      token,
      query: { userId: 'u-avery-owner', accountId: 'acc-acme-media' },
    });
    expect(spoofed.status).toBe(403);
    const otherAccount = await backend.call('GET', '/api/stats', {
      token,
      query: { ...riley, accountId: 'acc-globex-retail' },
    });
    expect(otherAccount.status).toBe(403);
    expect((await backend.call('GET', '/api/stats', { query: riley })).status).toBe(401);
  });
});

describe('GET /api/orchestration/status', () => {
  const sam = { userId: 'u-sam-super', accountId: 'acc-acme-media' };
  const asSam = async (query: Record<string, string>) =>
    backend.call('GET', '/api/orchestration/status', {
      token: await backend.tokenFor('sam.super@example.com'),
      query: { ...sam, ...query },
    });

  it("lists the account's runs of the time range to a super admin, newest first, with the summary", async () => {
    const { json } = await asSam({ limit: '20', time_range: '24h' });
    const rows = json.orchestrations as Record<string, unknown>[];
    expect(rows.length).toBe(json.total);
    expect(rows.some((row) => row.is_stuck === true)).toBe(true);
    expect(rows.some((row) => row.recovery_state === 'suspended')).toBe(true);
    expect(rows.some((row) => row.is_shell_workflow === true)).toBe(true);
    expect(rows.some((row) => (row.restart_count as number) > 0)).toBe(true);
    expect(rows.map((row) => row.status)).toEqual(
      expect.arrayContaining(['in_progress', 'completed', 'failed', 'stopped']),
    );
    expect(json.summary).toMatchObject({ active_stats: [{ suspended_count: 1 }] });
  });

  it('answers at most `limit` rows and refuses a malformed time range', async () => {
    const limited = await asSam({ limit: '2' });
    expect((limited.json.orchestrations as unknown[]).length).toBe(2);
    expect((await asSam({ time_range: 'yesterday' })).status).toBe(400);
  });

  it("lists a regular user's own runs only: none of Sam's or Avery's in the same account", async () => {
    const everyone = (await asSam({ limit: '100', time_range: '30d' })).json.total as number;
    const { json } = await backend.call('GET', '/api/orchestration/status', {
      token,
      query: { ...riley, limit: '100', time_range: '30d' },
    });
    expect(everyone).toBeGreaterThan(0);
    expect(json).toMatchObject({ total: 0, orchestrations: [] });
  });
});
