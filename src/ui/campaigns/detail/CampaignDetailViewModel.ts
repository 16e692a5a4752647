import {
  action,
  computed,
  type IReactionDisposer,
  makeObservable,
  observable,
  observableRef,
  reaction,
  runInAction,
} from 'mobx';
import type { Campaign, CampaignMessage } from '../../../core/domain/campaign';
import { processingAssignment } from '../../../core/domain/campaigns/activity';
import {
  startOrchestrationDisabled,
  startOrchestrationProblems,
} from '../../../core/domain/campaigns/files-rules';
import { stoppedRun } from '../../../core/domain/campaigns/orchestration-stages';
import { relativeTime } from '../../../core/domain/format/relative-time';
import type { CampaignOrchestrationStatus } from '../../../core/domain/orchestration';
import type { ActingContext } from '../../../core/ports/acting-context';
import type { ClockPort } from '../../../core/ports/ClockPort';
import type {
  CampaignOnPage,
  CampaignRunWatch,
} from '../../../core/use-cases/campaign-detail/WatchCampaignRun';
import { type CampaignSession, contextWithAccount, mayCreateCampaigns } from '../CampaignSession';
import { AssignmentCountdown } from './AssignmentCountdown';
import { CampaignActions } from './CampaignActions';
import type { CampaignDetailUseCases } from './CampaignDetailUseCases';
import type { CampaignPage } from './CampaignPage';
import { CampaignPageTexts } from './CampaignPageTexts';
import { CampaignRunView } from './CampaignRunView';
import { DETAIL_TEXTS, type LoadProblem, loadProblem } from './detail-texts';
import type { DownloadEffects } from './download-effects';

export interface CampaignDetailDeps extends CampaignDetailUseCases, DownloadEffects {
  session: CampaignSession;
  clock: ClockPort;
}

/** The campaign page (spec 2 §2.6, §4.3): the campaign, its run, its files and its activity. */
export class CampaignDetailViewModel implements CampaignPage {
  campaignId: string | null = null;
  campaign: Campaign | null = null;
  loading = false;
  problem: LoadProblem | null = null;
  messages: readonly CampaignMessage[] = [];
  activityAsked = false;
  run: CampaignOrchestrationStatus | null = null;
  /** Polling went on for more than 5 minutes and was given up (spec 2 §9) until "Check again". */
  pollingOrphaned = false;
  readonly actions: CampaignActions;
  /** The run as the panel shows it. */
  readonly runView: CampaignRunView;
  /** Time left of a processing creatives assignment (spec 2 §9). */
  readonly assignmentCountdown: AssignmentCountdown;
  /** What the page writes from the state above. */
  readonly texts: CampaignPageTexts;

  private readonly runWatch: CampaignRunWatch;
  private contextAwaited: IReactionDisposer | null = null;

  constructor(readonly deps: CampaignDetailDeps) {
    this.runWatch = deps.watchRun.execute(() => this.onPage(), {
      run: (status) => this.runAnswered(status),
      activity: (messages) => this.activityRead(messages),
      campaign: (campaign) => this.campaignChanged(campaign),
      orphaned: () => runInAction(() => (this.pollingOrphaned = true)),
    });
    this.runView = new CampaignRunView(this);
    this.actions = new CampaignActions(this);
    this.texts = new CampaignPageTexts(this);
    makeObservable<CampaignDetailViewModel, 'runAnswered' | 'activityRead'>(this, {
      campaignId: observable,
      campaign: observableRef,
      loading: observable,
      problem: observableRef,
      messages: observableRef,
      activityAsked: observable,
      run: observableRef,
      pollingOrphaned: observable,
      mayWrite: computed,
      showCreatives: computed,
      startProblems: computed,
      startDisabled: computed,
      runAnswered: action,
      activityRead: action,
      campaignChanged: action,
    });
    this.assignmentCountdown = new AssignmentCountdown(deps.clock, () => {
      const started = processingAssignment(this.messages)?.timestamp;
      return started ? Date.parse(started) || null : null;
    });
  }

  get ctx(): ActingContext | null {
    return contextWithAccount(this.deps.session);
  }

  get sdfDownloading(): boolean {
    return this.actions.downloading;
  }

  /** Writes need the create permission; others see the page read-only (spec 2 §6). */
  get mayWrite(): boolean {
    return mayCreateCampaigns(this.deps.session);
  }

  /** Creatives can be sent for any campaign the user may change, before a run too (spec 2 §4.3). */
  get showCreatives(): boolean {
    return this.mayWrite && this.campaign !== null;
  }

  get startProblems(): string[] {
    return startOrchestrationProblems(this.allFiles());
  }

  /** Start shows before any run (spec 2 §4.3) and is disabled without the IO and template. */
  get startDisabled(): boolean {
    return startOrchestrationDisabled(
      this.allFiles(),
      this.run?.status === 'processing' || this.actions.starting,
    );
  }

  /** When an activity entry happened: relative (spec 2 §9), N/A when missing. */
  timeText(value: string): string {
    return relativeTime(value, this.deps.clock.now());
  }

  /**
   * The page opened for a campaign id. Without a user and account yet it loads once they are
   * known; the session's one context wait (spec 2 §9) tells the user when they do not come.
   */
  async opened(campaignId: string | undefined): Promise<void> {
    runInAction(() => {
      this.campaignId = campaignId ?? null;
    });
    if (!campaignId) {
      runInAction(() => {
        this.problem = { text: DETAIL_TEXTS.missingId, retry: false };
      });
      return;
    }
    if (!this.ctx) {
      // `reaction` rather than `when`: the first load's MobX carries no `when` (/login's budget).
      this.contextAwaited = reaction(
        () => this.ctx !== null,
        (ready) => {
          if (!ready) return;
          this.contextAwaited?.();
          void this.load();
        },
      );
      return;
    }
    await this.load();
  }

  async load(): Promise<void> {
    const ctx = this.ctx;
    const campaignId = this.campaignId;
    if (!ctx || !campaignId) return;
    runInAction(() => {
      this.loading = true;
      this.problem = null;
    });
    const loaded = await this.deps.loadCampaign.execute({ ctx, campaignId });
    runInAction(() => {
      this.loading = false;
      if (loaded.ok) this.campaign = loaded.value;
      else this.problem = loadProblem(loaded);
    });
    if (!loaded.ok) return;
    await this.reloadActivity();
    const messageId = loaded.value.orchestrationMessageId;
    if (messageId) this.runWatch.watchRun(messageId);
  }

  /** "Check again" after polling was orphaned: the page polls afresh. */
  checkAgainClicked(): void {
    runInAction(() => {
      this.pollingOrphaned = false;
    });
    this.runWatch.pollAgain();
  }

  /** A run started: it is watched until it ends. */
  watchRun(messageId: string): void {
    this.runWatch.watchRun(messageId);
  }

  /** Creatives were sent: their assignment is watched until it ends. */
  watchAssignment(messageId: string): void {
    this.runWatch.watchAssignment(messageId);
  }

  async reloadCampaign(): Promise<void> {
    const ctx = this.ctx;
    if (!ctx || !this.campaignId) return;
    const loaded = await this.deps.loadCampaign.execute({ ctx, campaignId: this.campaignId });
    if (loaded.ok) this.campaignChanged(loaded.value);
  }

  async reloadActivity(): Promise<void> {
    const ctx = this.ctx;
    if (!ctx || !this.campaignId) return;
    const activity = await this.deps.loadActivity.execute({ ctx, campaignId: this.campaignId });
    runInAction(() => {
      this.activityAsked = true;
    });
    if (activity.ok) this.activityRead(activity.value);
  }

  campaignChanged(campaign: Campaign): void {
    this.campaign = campaign;
  }

  /** A stop halts the page's view of the run at once (spec 2 §4.3). */
  runStopped(): void {
    runInAction(() => {
      if (this.run) this.run = stoppedRun(this.run);
      if (this.campaign) this.campaign = { ...this.campaign, status: 'stopped' };
    });
    this.runWatch.stopRun();
  }

  dispose(): void {
    this.contextAwaited?.();
    this.runWatch.stop();
    this.assignmentCountdown.dispose();
  }

  private onPage(): CampaignOnPage | null {
    const { ctx, campaignId } = this;
    return ctx && campaignId ? { ctx, campaignId, campaign: this.campaign, mayWrite: this.mayWrite } : null;
  }

  private runAnswered(status: CampaignOrchestrationStatus): void {
    this.run = status;
  }

  private activityRead(messages: CampaignMessage[]): void {
    this.messages = messages;
    this.assignmentCountdown.sync();
  }

  private allFiles() {
    return [
      ...(this.campaign?.files ?? []).map((file) => ({ name: file.name })),
      ...this.actions.addedFiles.map((file) => ({
        name: file.originalName ?? file.gcsPath,
        ...(file.type ? { type: file.type } : {}),
      })),
    ];
  }
}
