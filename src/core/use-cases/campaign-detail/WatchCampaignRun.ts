import type { Campaign, CampaignMessage } from '../../domain/campaign';
import { apiStepFailed } from '../../domain/campaigns/orchestration-stages';
import type { CampaignOrchestrationStatus } from '../../domain/orchestration';
import { isFinished, phaseOf } from '../../domain/work-phase';
import type { ActingContext } from '../../ports/acting-context';
import type { ClockPort } from '../../ports/ClockPort';
import type { OrchestrationPort } from '../../ports/OrchestrationPort';
import { attempt } from '../outcome';
import { type Poll, poll } from '../polling/poll';
import type { LoadCampaign, LoadCampaignActivity } from './LoadCampaign';
import type { SetCampaignStatus } from './SetCampaignStatus';

/** The campaign page's polling (spec 2 §9). */
export const CAMPAIGN_POLLING = {
  runEveryMs: 3000,
  assignmentEveryMs: 5000,
  /** A health check every 5 s starts a poll over when it has had no answer for over 10 s. */
  health: { checkEveryMs: 5000, silentMs: 10_000 },
  /** A poll going on for more than 5 minutes is orphaned: it ends and the page says so. */
  orphanedAfterMs: 5 * 60_000,
} as const;

/** The campaign the page shows, as the watch needs it when a run ends. */
export interface CampaignOnPage {
  ctx: ActingContext;
  campaignId: string;
  /** The campaign as shown: kept when fetching it again fails. */
  campaign: Campaign | null;
  /** The user may change the campaign: only then is its failed status saved (spec 2 §6). */
  mayWrite: boolean;
}

/** What the page hears. */
export interface CampaignRunListener {
  /** Every read of the run, the last one included. */
  run(status: CampaignOrchestrationStatus): void;
  /** The activity timeline, read again. */
  activity(messages: CampaignMessage[]): void;
  /** The campaign, read again or marked failed. */
  campaign(campaign: Campaign): void;
  /** A poll went on for more than 5 minutes and was given up (spec 2 §9); `pollAgain` resumes it. */
  orphaned(): void;
}

export interface CampaignRunWatch {
  /** Watches the run that reports through this message until it has finished. */
  watchRun(messageId: string): void;
  /** Watches a creatives assignment until it has finished; each answer brings the activity again. */
  watchAssignment(messageId: string): void;
  /** The user asks again after polls were orphaned: each of them starts afresh. */
  pollAgain(): void;
  /** The user stopped the run: it is no longer read (a later run can be watched again). */
  stopRun(): void;
  /** The page went away: nothing more is asked and nothing more is heard. */
  stop(): void;
}

/** The flows the watch runs when a run ends. */
export interface CampaignRefetch {
  loadCampaign: Pick<LoadCampaign, 'execute'>;
  loadActivity: Pick<LoadCampaignActivity, 'execute'>;
  setStatus: Pick<SetCampaignStatus, 'execute'>;
}

/**
 * The campaign page's run (spec 2 §4.3, §9), through the polling engine: the run every 3 s and a
 * creatives assignment every 5 s, a poll silent for over 10 s starting over, a poll going on for
 * more than 5 minutes given up as orphaned until the user asks again. When the run ends the
 * activity is read again; the campaign too, unless the run was stopped (the page has shown that
 * itself) and the API step did not fail; an API failure marks the campaign failed.
 */
export class WatchCampaignRun {
  constructor(
    private readonly orchestration: OrchestrationPort,
    private readonly refetch: CampaignRefetch,
    private readonly clock: ClockPort,
  ) {}

  execute(page: () => CampaignOnPage | null, listener: CampaignRunListener): CampaignRunWatch {
    let run: Poll | null = null;
    let assignment: Poll | null = null;
    let stopped = false;
    /** What was orphaned, to poll again when asked. */
    const orphans = new Map<'run' | 'assignment', string>();
    const heard =
      <T>(tell: (value: T) => void) =>
      (value: T) => {
        if (!stopped) tell(value);
      };
    const toPage = {
      run: heard(listener.run),
      activity: heard(listener.activity),
      campaign: heard(listener.campaign),
      orphaned: () => heard(() => listener.orphaned())(undefined),
    };
    const ages = (what: 'run' | 'assignment', messageId: string) => ({
      orphanedAfterMs: CAMPAIGN_POLLING.orphanedAfterMs,
      onOrphaned: () => {
        orphans.set(what, messageId);
        toPage.orphaned();
      },
    });
    const failedRead = (what: string) => (failure: { message: string }) =>
      console.warn(`[campaign] polling the ${what} failed; trying again`, failure.message);

    const activityAgain = async () => {
      const shown = page();
      if (!shown) return;
      const read = await this.refetch.loadActivity.execute(shown);
      if (read.ok) toPage.activity(read.value);
    };
    const runEnded = async (status: CampaignOrchestrationStatus) => {
      await activityAgain();
      const apiFailed = apiStepFailed(status);
      const shown = page();
      if (!shown || stopped) return;
      let campaign = shown.campaign;
      if (phaseOf(status.status) !== 'stopped' || apiFailed) {
        const loaded = await this.refetch.loadCampaign.execute(shown);
        if (loaded.ok) {
          campaign = loaded.value;
          toPage.campaign(campaign);
        }
      }
      if (!apiFailed || !campaign || campaign.status === 'failed' || !page()?.mayWrite || stopped) return;
      const saved = await this.refetch.setStatus.execute({ ctx: shown.ctx, campaign, status: 'failed' });
      if (saved.ok) toPage.campaign({ ...campaign, status: 'failed' });
    };

    const watch: CampaignRunWatch = {
      watchRun: (messageId) => {
        run?.stop();
        orphans.delete('run');
        const watching: Poll = poll(this.clock, {
          read: () => attempt(() => this.orchestration.fetchStatus(messageId)),
          everyMs: CAMPAIGN_POLLING.runEveryMs,
          firstAfterMs: 0,
          isLast: (status) => isFinished(status.status),
          onAnswer: (status) => {
            toPage.run(status);
            if (!watching.active) void runEnded(status);
          },
          onFailure: failedRead('orchestration'),
          restartWhenSilent: CAMPAIGN_POLLING.health,
          ...ages('run', messageId),
        });
        run = watching;
      },
      watchAssignment: (messageId) => {
        assignment?.stop();
        orphans.delete('assignment');
        assignment = poll(this.clock, {
          read: () => attempt(() => this.orchestration.fetchMessageStatus(messageId)),
          everyMs: CAMPAIGN_POLLING.assignmentEveryMs,
          firstAfterMs: 0,
          isLast: (answer) => isFinished(answer.status),
          onAnswer: () => void activityAgain(),
          onFailure: failedRead('message status'),
          restartWhenSilent: CAMPAIGN_POLLING.health,
          ...ages('assignment', messageId),
        });
      },
      pollAgain: () => {
        const runId = orphans.get('run');
        const assignmentId = orphans.get('assignment');
        if (runId) watch.watchRun(runId);
        if (assignmentId) watch.watchAssignment(assignmentId);
      },
      stopRun: () => run?.stop(),
      stop: () => {
        stopped = true;
        run?.stop();
        assignment?.stop();
      },
    };
    return watch;
  }
}

export const WatchCampaignRunToken = Symbol.for('WatchCampaignRun');
