import { describe, expect, it } from 'vitest';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { ManualClock } from '../../testing/ManualClock';
import { RenewExpiredFileLink } from './RenewExpiredFileLink';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const clock = new ManualClock(Date.parse('2026-11-23T09:00:00Z'));

describe('RenewExpiredFileLink', () => {
  it('asks nothing for a link that still works or has no expiry', async () => {
    const port = new FakeChatPort();
    const renew = new RenewExpiredFileLink(port, clock);
    for (const expiresAt of [Date.parse('2026-11-23T10:00:00Z'), undefined]) {
      const outcome = await renew.execute({ ctx, chatId: 'c-1', link: { url: 'https://f/1', expiresAt } });
      expect(outcome).toEqual({ ok: true, value: { kind: 'current' } });
    }
    expect(port.calls).toHaveLength(0);
  });

  it("renews the chat's expired links for 72 hours and answers how many", async () => {
    const port = new FakeChatPort();
    port.refreshedFiles = 2;
    const link = { url: 'https://f/1', expiresAt: Date.parse('2026-11-23T08:59:59Z') };
    const outcome = await new RenewExpiredFileLink(port, clock).execute({ ctx, chatId: 'c-1', link });
    expect(outcome).toEqual({ ok: true, value: { kind: 'renewed', count: 2 } });
    expect(port.callsOf('refreshFiles')[0]?.args).toEqual(['c-1', 72]);
  });

  it('answers the failure the panel shows', async () => {
    const port = new FakeChatPort();
    port.failing.add('refreshFiles');
    const link = { url: 'https://f/1', expiresAt: 0 };
    const outcome = await new RenewExpiredFileLink(port, clock).execute({ ctx, chatId: 'c-1', link });
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable', message: 'refreshFiles failed' });
  });
});
