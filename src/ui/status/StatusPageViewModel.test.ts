import { describe, expect, it } from 'vitest';
import { BackendError } from '../../core/domain/errors';
import { FakeOrchestrationPort } from '../../core/testing/FakeOrchestrationPort';
import { ManualClock } from '../../core/testing/ManualClock';
import { LoadOrchestrationOverview } from '../../core/use-cases/orchestration/LoadOrchestrationOverview';
import { LoadSessionStats } from '../../core/use-cases/orchestration/LoadSessionStats';
import { WatchStatusPage } from '../../core/use-cases/orchestration/WatchStatusPage';
import { StatusPageViewModel } from './StatusPageViewModel';

function setup(
  ctx: { userId: string; accountId: string | null } | null = { userId: 'u-1', accountId: 'acc-1' },
) {
  const port = new FakeOrchestrationPort();
  const clock = new ManualClock(Date.parse('2026-11-23T12:00:00Z'));
  const reloads: number[] = [];
  const page = new StatusPageViewModel({
    watchStatusPage: new WatchStatusPage(
      new LoadSessionStats(port),
      new LoadOrchestrationOverview(port),
      clock,
    ),
    session: { actingContext: ctx },
    clock,
    timeZone: 'Europe/Paris',
    reloadPage: () => reloads.push(clock.now()),
  });
  return { port, clock, page, reloads };
}

describe('the status page', () => {
  it('loads after the short initial delay and shows cards, bars and activity', async () => {
    const { port, clock, page } = setup();
    port.stats = {
      totalChats: 4,
      totalMessages: 20,
      filesUploaded: 3,
      messagesPerAction: [
        { action: 'campaign-processor', count: 8 },
        { action: 'fast-track', count: 2 },
      ],
      recentActivity: [{ timestamp: '2026-11-23T11:55:00Z', chatSummary: 'Q4', action: 'fast-track' }],
    };
    page.opened();
    await clock.advance(49);
    expect(page.stats.state).toBe('loading');
    await clock.advance(1);
    expect(page.statCards.map((card) => card.value)).toEqual([4, 20, 3]);
    expect(page.actionBars.map((bar) => bar.widthPercent)).toEqual([100, 25]);
    expect(page.activity[0]).toMatchObject({ when: '5m ago', user: 'You', chat: 'Q4' });
    page.closed();
  });

  it('refreshes the orchestrations every 10 s while auto-refresh is on, and not after it is switched off', async () => {
    const { port, clock, page } = setup();
    page.opened();
    await clock.advance(50);
    expect(port.overviewQueries).toEqual([{ limit: 20, timeRange: '24h' }]);
    await clock.advance(10_000);
    expect(port.overviewQueries).toHaveLength(2);
    page.autoRefreshToggled();
    await clock.advance(30_000);
    expect(port.overviewQueries).toHaveLength(2);
    await page.refreshClicked();
    expect(port.overviewQueries).toHaveLength(3);
    page.closed();
  });

  it('says what went wrong and reloads the page on Retry', async () => {
    const { port, clock, page, reloads } = setup();
    port.stats = new BackendError('unavailable', 'boom');
    port.overview = new BackendError('unavailable', 'boom');
    page.opened();
    await clock.advance(50);
    expect(page.stats).toEqual({
      state: 'error',
      message: 'Failed to load statistics. Please try again later.',
    });
    expect(page.overview).toEqual({ state: 'error', message: 'Failed to load orchestration status' });
    page.retryClicked();
    expect(reloads).toHaveLength(1);
    page.closed();
  });

  it('names a missing session or account without calling the backend', async () => {
    const noAccount = setup({ userId: 'u-1', accountId: null });
    noAccount.page.opened();
    await noAccount.clock.advance(50);
    expect(noAccount.page.stats).toEqual({ state: 'error', message: 'No account selected or available' });
    expect(noAccount.port.overviewQueries).toEqual([]);
    const noSession = setup(null);
    noSession.page.opened();
    await noSession.clock.advance(50);
    expect(noSession.page.stats).toEqual({ state: 'error', message: 'No valid user session found' });
  });

  it('says there is no valid session when the backend no longer knows it (401)', async () => {
    const { port, clock, page } = setup();
    port.stats = new BackendError('signed-out', 'The token has expired');
    page.opened();
    await clock.advance(50);
    expect(page.stats).toEqual({ state: 'error', message: 'No valid user session found' });
    page.closed();
  });
});
