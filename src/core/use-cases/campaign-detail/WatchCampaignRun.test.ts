import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Campaign, CampaignMessage } from '../../domain/campaign';
import { BackendError } from '../../domain/errors';
import type { CampaignOrchestrationStatus } from '../../domain/orchestration';
import { aCampaign } from '../../testing/builders';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { FakeOrchestrationPort } from '../../testing/FakeOrchestrationPort';
import { ManualClock } from '../../testing/ManualClock';
import { LoadCampaign, LoadCampaignActivity } from './LoadCampaign';
import { SetCampaignStatus } from './SetCampaignStatus';
import { CAMPAIGN_POLLING, type CampaignOnPage, WatchCampaignRun } from './WatchCampaignRun';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const running: CampaignOrchestrationStatus = {
  status: 'processing',
  progressPercentage: 40,
  stepProgress: { campaign: { status: 'completed' }, launcher: { status: 'processing' } },
};
const entry = (status: string): CampaignMessage => ({
  messageId: 'up-1',
  chatId: 'run-chat-1',
  type: 'assign-creatives',
  status,
  timestamp: '2026-11-23T09:00:00Z',
});

afterEach(() => vi.restoreAllMocks());

function setup(shown: Partial<CampaignOnPage> = {}) {
  const orchestration = new FakeOrchestrationPort();
  const campaigns = new FakeCampaignPort(
    aCampaign({ status: 'processing', orchestrationMessageId: 'run-1' }),
  );
  const clock = new ManualClock();
  const heard = {
    runs: [] as string[],
    activity: [] as CampaignMessage[][],
    campaigns: [] as Campaign[],
    orphaned: 0,
  };
  const page: CampaignOnPage = { ctx, campaignId: 'cmp-1', campaign: aCampaign(), mayWrite: true, ...shown };
  const watch = new WatchCampaignRun(
    orchestration,
    {
      loadCampaign: new LoadCampaign(campaigns),
      loadActivity: new LoadCampaignActivity(campaigns),
      setStatus: new SetCampaignStatus(campaigns),
    },
    clock,
  ).execute(() => page, {
    run: (status) => heard.runs.push(status.status),
    activity: (messages) => heard.activity.push(messages),
    campaign: (campaign) => heard.campaigns.push(campaign),
    orphaned: () => {
      heard.orphaned += 1;
    },
  });
  return { orchestration, campaigns, clock, heard, watch };
}

describe('WatchCampaignRun', () => {
  it('reads the run at once and every 3 s until it ends, then reads the activity and the campaign again', async () => {
    const { orchestration, campaigns, clock, heard, watch } = setup();
    orchestration.runAnswers.set('run-1', [running, running, { status: 'completed' }]);
    campaigns.activity.set('cmp-1', [entry('completed')]);
    watch.watchRun('run-1');
    expect(orchestration.runReads).toHaveLength(1);
    await clock.advance(2999);
    expect(orchestration.runReads).toHaveLength(1);
    await clock.advance(1);
    expect(orchestration.runReads).toHaveLength(2);
    await clock.advance(3000);
    expect(heard.runs).toEqual(['processing', 'processing', 'completed']);
    expect(heard.activity).toEqual([[entry('completed')]]);
    expect(heard.campaigns.map((campaign) => campaign.status)).toEqual(['processing']);
    await clock.advance(30_000);
    expect(orchestration.runReads).toHaveLength(3);
    expect(clock.pendingTimers).toBe(0);
  });

  it.each([
    ['timeout', 1],
    ['failed', 1],
    ['stopped', 0],
  ])('ends on %s, reading the campaign again %i time(s)', async (ending, campaignReads) => {
    const { orchestration, campaigns, clock, watch } = setup();
    orchestration.runAnswers.set('run-1', [{ status: ending }]);
    watch.watchRun('run-1');
    await clock.advance(10_000);
    expect(orchestration.runReads).toHaveLength(1);
    expect(campaigns.callsOf('fetchCampaign')).toHaveLength(campaignReads);
  });

  it('marks the campaign failed when the API step failed (spec 2 §4.3)', async () => {
    const { orchestration, campaigns, clock, heard, watch } = setup();
    orchestration.runAnswers.set('run-1', [
      { status: 'stopped', stepProgress: { api: { status: 'failed' } } },
    ]);
    watch.watchRun('run-1');
    await clock.advance(0);
    expect(campaigns.callsOf('updateCampaign')).toEqual([
      ['cmp-1', { name: 'Spring Trail', description: '', status: 'failed' }],
    ]);
    expect(heard.campaigns.at(-1)?.status).toBe('failed');
  });

  it('leaves a campaign already failed, and one the user may only read, as it is', async () => {
    const readOnly = setup({ mayWrite: false });
    readOnly.orchestration.runAnswers.set('run-1', [{ status: 'failed', apiResult: { success: false } }]);
    readOnly.watch.watchRun('run-1');
    await readOnly.clock.advance(0);
    expect(readOnly.campaigns.callsOf('updateCampaign')).toEqual([]);

    const alreadyFailed = setup();
    alreadyFailed.campaigns.campaigns.set('cmp-1', aCampaign({ status: 'failed' }));
    alreadyFailed.orchestration.runAnswers.set('run-1', [
      { status: 'failed', apiResult: { success: false } },
    ]);
    alreadyFailed.watch.watchRun('run-1');
    await alreadyFailed.clock.advance(0);
    expect(alreadyFailed.campaigns.callsOf('updateCampaign')).toEqual([]);
  });

  it('logs failed reads and goes on; a run silent for over 10 s is asked again at once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { orchestration, clock, heard, watch } = setup();
    orchestration.runAnswers.set('run-1', [new BackendError('unavailable', 'down')]);
    watch.watchRun('run-1');
    await clock.advance(9000);
    expect(orchestration.runReads).toHaveLength(4);
    expect(warn).toHaveBeenCalledTimes(4);
    // Over 10 s without an answer at the 15-second health check: a read at once, the beat from there.
    await clock.advance(5999);
    expect(orchestration.runReads).toHaveLength(5);
    await clock.advance(1);
    expect(orchestration.runReads).toHaveLength(6);
    await clock.advance(2999);
    expect(orchestration.runReads).toHaveLength(6);
    orchestration.runAnswers.set('run-1', [running]);
    await clock.advance(3000);
    expect(heard.runs).toEqual(['processing']);
  });

  it('watches a creatives assignment every 5 s, reading the activity with each answer, until it ends', async () => {
    const { orchestration, campaigns, clock, heard, watch } = setup();
    orchestration.messageAnswers.set('up-1', [{ status: 'processing' }, { status: 'completed' }]);
    campaigns.activity.set('cmp-1', [entry('processing')]);
    watch.watchAssignment('up-1');
    await clock.advance(4999);
    expect(orchestration.messageReads).toHaveLength(1);
    await clock.advance(1);
    await clock.advance(20_000);
    expect(orchestration.messageReads).toHaveLength(2);
    expect(heard.activity).toHaveLength(2);
  });

  it('tells the page nothing more once it went away', async () => {
    const { orchestration, clock, heard, watch } = setup();
    orchestration.runAnswers.set('run-1', [{ status: 'completed' }]);
    watch.watchRun('run-1');
    watch.stop();
    await clock.advance(10_000);
    expect(heard.activity).toEqual([]);
    expect(heard.campaigns).toEqual([]);
  });

  it('stops reading a run the user stopped, and watches the next one', async () => {
    const { orchestration, clock, watch } = setup();
    orchestration.runAnswers.set('run-1', [running]);
    orchestration.runAnswers.set('run-2', [running]);
    watch.watchRun('run-1');
    watch.stopRun();
    await clock.advance(10_000);
    expect(orchestration.runReads).toEqual(['run-1']);
    watch.watchRun('run-2');
    expect(orchestration.runReads).toEqual(['run-1', 'run-2']);
  });

  it('gives a run polled for more than 5 minutes up as orphaned, and polls it afresh when asked', async () => {
    const { orchestration, clock, heard, watch } = setup();
    orchestration.runAnswers.set(
      'run-1',
      Array.from({ length: 120 }, () => running),
    );
    watch.watchRun('run-1');
    await clock.advance(CAMPAIGN_POLLING.orphanedAfterMs);
    expect(heard.orphaned).toBe(0);
    await clock.advance(CAMPAIGN_POLLING.runEveryMs);
    const reads = orchestration.runReads.length;
    expect(heard.orphaned).toBe(1);
    await clock.advance(60_000);
    expect(orchestration.runReads).toHaveLength(reads);
    watch.pollAgain();
    expect(orchestration.runReads).toHaveLength(reads + 1);
    await clock.advance(CAMPAIGN_POLLING.runEveryMs);
    expect(orchestration.runReads).toHaveLength(reads + 2);
  });
});
