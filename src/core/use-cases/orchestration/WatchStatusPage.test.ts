import { describe, expect, it } from 'vitest';
import { BackendError } from '../../domain/errors';
import { FakeOrchestrationPort } from '../../testing/FakeOrchestrationPort';
import { ManualClock } from '../../testing/ManualClock';
import { LoadOrchestrationOverview } from './LoadOrchestrationOverview';
import { LoadSessionStats } from './LoadSessionStats';
import { type StatusPageRead, WatchStatusPage } from './WatchStatusPage';

function setup() {
  const port = new FakeOrchestrationPort();
  const clock = new ManualClock();
  const reads: StatusPageRead[] = [];
  let reading = 0;
  const watchPage = new WatchStatusPage(
    new LoadSessionStats(port),
    new LoadOrchestrationOverview(port),
    clock,
  );
  const watch = watchPage.execute(() => ({ userId: 'u-1', accountId: 'acc-1' }), {
    reading: () => {
      reading += 1;
    },
    answered: (read) => reads.push(read),
  });
  return {
    port,
    clock,
    reads,
    watch,
    get readingCount() {
      return reading;
    },
  };
}

describe('WatchStatusPage', () => {
  it('reads statistics and orchestrations 50 ms after the page shows, then the orchestrations every 10 s', async () => {
    const page = setup();
    await page.clock.advance(49);
    expect(page.reads).toEqual([]);
    await page.clock.advance(1);
    expect(page.reads).toHaveLength(1);
    expect(page.reads[0]?.stats?.ok).toBe(true);
    expect(page.reads[0]?.overview.ok).toBe(true);
    await page.clock.advance(10_000);
    expect(page.reads).toHaveLength(2);
    expect(page.reads[1]?.stats).toBeUndefined();
    expect(page.port.overviewQueries).toEqual([
      { limit: 20, timeRange: '24h' },
      { limit: 20, timeRange: '24h' },
    ]);
    expect(page.readingCount).toBe(2);
    page.watch.stop();
  });

  it('stops refreshing with auto-refresh off; Refresh still reads; on again, a full beat later', async () => {
    const page = setup();
    await page.clock.advance(50);
    page.watch.autoRefresh(false);
    await page.clock.advance(60_000);
    expect(page.port.overviewQueries).toHaveLength(1);
    await page.watch.refresh();
    expect(page.port.overviewQueries).toHaveLength(2);
    page.watch.autoRefresh(true);
    await page.clock.advance(9_999);
    expect(page.port.overviewQueries).toHaveLength(2);
    await page.clock.advance(1);
    expect(page.port.overviewQueries).toHaveLength(3);
    page.watch.stop();
  });

  it('answers failures as they are, and reads the statistics only once per page load', async () => {
    const page = setup();
    page.port.stats = new BackendError('unavailable', 'boom');
    await page.clock.advance(50);
    expect(page.reads[0]?.stats).toMatchObject({ ok: false, kind: 'unavailable' });
    await page.watch.refresh();
    expect(page.reads[1]?.stats).toBeUndefined();
    page.watch.stop();
  });

  it('asks nothing more once the page went away', async () => {
    const page = setup();
    page.watch.stop();
    await page.clock.advance(60_000);
    expect(page.port.overviewQueries).toEqual([]);
    expect(page.clock.pendingTimers).toBe(0);
  });
});
