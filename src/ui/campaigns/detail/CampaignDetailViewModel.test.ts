import { observable, observableRef, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignDetailScreenOver } from '../../../composition/campaign-screens/detail.module';
import type { Campaign } from '../../../core/domain/campaign';
import { BackendError } from '../../../core/domain/errors';
import type { ActingContext } from '../../../core/ports/acting-context';
import { aCampaign, aFolder } from '../../../core/testing/builders';
import { FakeCampaignPort } from '../../../core/testing/FakeCampaignPort';
import { FakeChatPort } from '../../../core/testing/FakeChatPort';
import { FakeOrchestrationPort } from '../../../core/testing/FakeOrchestrationPort';
import { ManualClock } from '../../../core/testing/ManualClock';
import { aUser } from '../../../core/testing/users';
import type { CampaignSession } from '../CampaignSession';

const ctx: ActingContext = { userId: 'u-1', accountId: 'acc-1' };
const running = {
  status: 'processing',
  currentStep: 'campaign-processing',
  progressPercentage: 10,
  stepProgress: { campaign: { status: 'processing' } },
};

function setup(
  options: { campaign?: Partial<Campaign>; mayWrite?: boolean; ctx?: ActingContext | null } = {},
) {
  const campaigns = new FakeCampaignPort(
    aCampaign({ status: 'processing', orchestrationMessageId: 'run-1', ...options.campaign }),
  );
  const orchestration = new FakeOrchestrationPort();
  const chat = new FakeChatPort();
  const clock = new ManualClock();
  const permissions: Record<string, boolean> = options.mayWrite === false ? {} : { create_campaign: true };
  const session = observable(
    {
      actingContext: options.ctx === undefined ? ctx : options.ctx,
      user: aUser({ permissions }),
      enabledChannels: {},
    },
    { actingContext: observableRef, user: observableRef },
  ) as CampaignSession & { actingContext: ActingContext | null };
  const opened: string[] = [];
  const saved: string[] = [];
  const page = campaignDetailScreenOver({ campaigns, orchestration, chat, clock, session })({
    openUrl: (url) => opened.push(url),
    saveFile: (_file, filename) => saved.push(filename),
  });
  return { campaigns, orchestration, chat, clock, session, page, opened, saved };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('CampaignDetailViewModel', () => {
  it('shows the campaign and follows its run until it completes, then the campaign as it ended', async () => {
    const { campaigns, orchestration, clock, page } = setup();
    orchestration.runAnswers.set('run-1', [running, { status: 'completed', progressPercentage: 100 }]);
    await page.opened('cmp-1');
    expect(page.campaign?.name).toBe('Spring Trail');
    expect(page.runView.indicator).toBe('10%');
    expect(page.runView.stages[0]).toMatchObject({ label: 'PROCESSING', state: 'processing' });
    expect(page.runView.mayStop).toBe(true);
    campaigns.campaigns.set('cmp-1', aCampaign({ status: 'live', orchestrationMessageId: 'run-1' }));
    await clock.advance(3000);
    expect(page.runView.indicator).toBe('Complete');
    expect(page.campaign?.status).toBe('live');
    expect(page.runView.mayStop).toBe(false);
    page.dispose();
  });

  it.each([
    ['not-found', { title: 'Campaign Not Found', text: 'Campaign not found', retry: false }],
    ['signed-out', { text: 'Please log in to view this campaign', retry: false }],
    ['refused', { text: 'Access denied to this campaign', retry: false }],
    ['unavailable', { text: 'Failed to load campaign details', retry: true }],
  ] as const)('says what went wrong when the campaign is %s', async (kind, problem) => {
    const { campaigns, page } = setup();
    campaigns.failing.set('fetchCampaign', new BackendError(kind, 'no'));
    await page.opened('cmp-1');
    expect(page.problem).toEqual(problem);
    page.dispose();
  });

  it('says so when the address names no campaign', async () => {
    const { page } = setup();
    await page.opened(undefined);
    expect(page.problem).toEqual({ text: 'No campaign ID provided', retry: false });
  });

  it('loads once the user and account are known, with no wait of its own', async () => {
    const { campaigns, clock, session, page } = setup({ ctx: null });
    await page.opened('cmp-1');
    await clock.advance(10_000);
    expect(campaigns.callsOf('fetchCampaign')).toEqual([]);
    expect(page.problem).toBeNull();
    runInAction(() => {
      session.actingContext = ctx;
    });
    await clock.advance(0);
    expect(page.campaign?.id).toBe('cmp-1');
    page.dispose();
  });

  it('stops the run: the page shows it stopped at once and reads it no more', async () => {
    const { campaigns, orchestration, clock, page } = setup();
    orchestration.runAnswers.set('run-1', [running]);
    await page.opened('cmp-1');
    await page.actions.stopClicked();
    expect(page.runView.indicator).toBe('Stopped');
    expect(page.campaign?.status).toBe('stopped');
    expect(campaigns.campaigns.get('cmp-1')?.status).toBe('stopped');
    const reads = orchestration.runReads.length;
    await clock.advance(30_000);
    expect(orchestration.runReads).toHaveLength(reads);
    page.dispose();
  });

  it('shows a failed stop as an alert and keeps following the run', async () => {
    const { orchestration, clock, page } = setup();
    orchestration.runAnswers.set('run-1', [running]);
    orchestration.stopFails = true;
    await page.opened('cmp-1');
    await page.actions.stopClicked();
    expect(page.actions.error).toBe('Operation failed');
    const reads = orchestration.runReads.length;
    await clock.advance(3000);
    expect(orchestration.runReads).toHaveLength(reads + 1);
    page.dispose();
  });

  it('starts a run from the uploaded files: processing at once, watched, the campaign read again after 1 s', async () => {
    const { campaigns, orchestration, chat, clock, page } = setup({
      campaign: { status: 'draft', orchestrationMessageId: undefined },
    });
    chat.uploadAnswers = [
      { name: 'io.pdf', storagePath: 'uploads/io.pdf', url: 'https://files/io.pdf', type: 'application/pdf' },
      {
        name: 'launch.json',
        storagePath: 'uploads/launch.json',
        url: 'https://files/l.json',
        type: 'application/json',
      },
    ];
    orchestration.runAnswers.set('run-1', [running]);
    await page.opened('cmp-1');
    expect(page.startDisabled).toBe(true);
    const data = new Blob(['x']);
    await page.actions.filesAdded([
      { name: 'io.pdf', size: 1, type: 'application/pdf', data },
      { name: 'launch.json', size: 1, type: 'application/json', data },
    ]);
    expect(page.startDisabled).toBe(false);
    await page.actions.startClicked();
    expect(page.campaign?.status).toBe('processing');
    expect(orchestration.runReads).toEqual(['run-1']);
    const reads = campaigns.callsOf('fetchCampaign').length;
    await clock.advance(1000);
    expect(campaigns.callsOf('fetchCampaign')).toHaveLength(reads + 1);
    page.dispose();
  });

  it('lets a user without the create permission read the page but change nothing', async () => {
    const { page } = setup({ mayWrite: false });
    await page.opened('cmp-1');
    expect(page.campaign).not.toBeNull();
    expect(page.mayWrite).toBe(false);
    expect(page.runView.mayStop).toBe(false);
    expect(page.showCreatives).toBe(false);
    page.dispose();
  });

  it('asks nothing more once the page is gone', async () => {
    const { orchestration, clock, page } = setup();
    orchestration.runAnswers.set('run-1', [running]);
    await page.opened('cmp-1');
    page.dispose();
    const reads = orchestration.runReads.length;
    await clock.advance(60_000);
    expect(orchestration.runReads).toHaveLength(reads);
    expect(clock.pendingTimers).toBe(0);
  });

  it('moves the campaign to another folder from its page and shows the folder it is in now', async () => {
    const { campaigns, page } = setup({
      campaign: { status: 'draft', folderId: 'f-1', folderName: 'Spring' },
    });
    delete campaigns.campaigns.get('cmp-1')?.orchestrationMessageId;
    campaigns.folders = [
      aFolder({ id: 'f-1', name: 'Spring', campaignCount: 1 }),
      aFolder({ id: 'f-2', name: 'Archive', campaignCount: 0 }),
    ];
    await page.opened('cmp-1');
    await page.actions.moveClicked();
    page.actions.move.folderChosen('f-2');
    await page.actions.move.confirmed();
    expect(campaigns.callsOf('moveCampaigns')).toEqual([[['cmp-1'], 'f-2']]);
    expect(page.campaign?.folderName).toBe('Archive');
    expect(page.actions.move.done).toBe('Moved 1 campaign(s) to "Archive"');
  });

  it("says 'Operation timeout' once the run was polled for more than 5 minutes, and polls again when asked", async () => {
    const { orchestration, clock, page } = setup();
    orchestration.runAnswers.set(
      'run-1',
      Array.from({ length: 200 }, () => running),
    );
    await page.opened('cmp-1');
    await clock.advance(5 * 60_000);
    expect(page.pollingOrphaned).toBe(false);
    await clock.advance(3000);
    expect(page.pollingOrphaned).toBe(true);
    const reads = orchestration.runReads.length;
    page.checkAgainClicked();
    expect(page.pollingOrphaned).toBe(false);
    await clock.advance(0);
    expect(orchestration.runReads.length).toBe(reads + 1);
  });
});
