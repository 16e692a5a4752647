import { describe, expect, it } from 'vitest';
import { MapStorage } from '../../adapters/browser/MapStorage';
import { WebStorageAdapter } from '../../adapters/browser/WebStorageAdapter';
import { FakeOrchestrationPort } from '../../core/testing/FakeOrchestrationPort';
import { ManualClock } from '../../core/testing/ManualClock';
import { RememberCollapsedResults } from '../../core/use-cases/chat/RememberCollapsedResults';
import { StopOrchestration } from '../../core/use-cases/orchestration/StopOrchestration';
import { WatchOrchestration } from '../../core/use-cases/orchestration/WatchOrchestration';
import { RunProgressRegistry } from './RunProgressRegistry';

function setup() {
  const port = new FakeOrchestrationPort();
  const clock = new ManualClock();
  const watch = new WatchOrchestration(port, clock);
  const stop = new StopOrchestration(port);
  const storage = new WebStorageAdapter(new MapStorage(), new MapStorage());
  const said: string[] = [];
  const registry = () =>
    new RunProgressRegistry(
      'chat-1',
      { userId: 'u-1', accountId: 'acc-1' },
      {
        watch: watch.execute.bind(watch),
        stop: stop.execute.bind(stop),
        announce: (text) => said.push(text),
      },
      new RememberCollapsedResults(storage),
    );
  return { port, clock, registry, said };
}

const message = { messageId: 'm-1', action: 'fast-track', subAction: 'dv360' };

describe('a run in the chat', () => {
  it('follows the steps to completion and offers the platform link', async () => {
    const { port, clock, registry } = setup();
    port.statusAnswers.set('m-1', [
      { status: 'in_progress', campaignStatus: 'processing', creativeStatus: 'processing' },
      {
        status: 'completed',
        campaignStatus: 'completed',
        creativeStatus: 'completed',
        launcherStatus: 'completed',
        apiStatus: 'completed',
        apiResult: { dv360_url: 'https://displayvideo.google.com/c/1', campaign_url: 'javascript:alert(1)' },
      },
    ]);
    const run = registry().progressFor(message);
    run?.attached();
    await clock.advance(0);
    expect(run?.percent).toBe(3);
    expect(run?.stopVisible).toBe(true);
    await clock.advance(2000);
    expect(run?.percent).toBe(100);
    expect(run?.stopVisible).toBe(false);
    expect(run?.links).toEqual([{ href: 'https://displayvideo.google.com/c/1', label: 'Open in DV360' }]);
    expect(run?.chartHeight).toBe(250);
  });

  it('shows "Stopped by user" after a stop, and the §8 alert when the stop fails', async () => {
    const { port, clock, registry } = setup();
    port.statusAnswers.set('m-1', [{ status: 'in_progress', campaignStatus: 'processing' }]);
    const run = registry().progressFor(message);
    run?.attached();
    await clock.advance(0);
    port.stopFails = true;
    await run?.stopClicked();
    expect(run?.stopError).toBe('Sorry, there was an error stopping the fast track process.');
    expect(run?.stopVisible).toBe(true);
    port.stopFails = false;
    await run?.stopClicked();
    expect(run?.outcomeText).toBe('Stopped by user');
    expect(run?.stopVisible).toBe(false);
    const reads = port.statusReads.length;
    await clock.advance(10_000);
    expect(port.statusReads.length).toBe(reads);
  });

  it('says each new step and the end in the live region, but not the percentages in between', async () => {
    const { port, clock, registry, said } = setup();
    port.statusAnswers.set('m-1', [
      { status: 'in_progress', campaignStatus: 'processing', progressPercentage: 5 },
      { status: 'in_progress', campaignStatus: 'processing', progressPercentage: 9 },
      { status: 'in_progress', campaignStatus: 'completed', creativeStatus: 'processing' },
      {
        status: 'completed',
        campaignStatus: 'completed',
        creativeStatus: 'completed',
        apiStatus: 'completed',
      },
    ]);
    const run = registry().progressFor(message);
    run?.attached();
    for (let read = 0; read < 4; read += 1) await clock.advance(read === 0 ? 0 : 2000);
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^Fast track: /);
    expect(said[0]).toBe(`Fast track: ${run?.steps[1]?.label}`);
    expect(said[1]).toBe('Fast track completed');
  });

  it('keeps the collapse state per chat across a new registry (a refresh)', () => {
    const { registry } = setup();
    registry().progressFor(message)?.collapseToggled();
    expect(registry().progressFor(message)?.collapsed).toBe(true);
  });

  it('starts from the status the history carried and does not poll a finished run', async () => {
    const { port, clock, registry } = setup();
    const run = registry().progressFor({
      ...message,
      action: 'salesforce-orchestration',
      salesforceOrchestrationStatus: { status: 'failed', errorMessage: 'Salesforce is down' },
    });
    run?.attached();
    await clock.advance(4000);
    expect(port.statusReads).toEqual([]);
    expect(run?.outcomeText).toBe('Salesforce orchestration failed: Salesforce is down');
    expect(run?.chartHeight).toBe(200);
  });
});
