import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Campaign, CampaignMessage } from '../../../core/domain/campaign';
import { creativesStatus, processingAssignment } from '../../../core/domain/campaigns/activity';
import {
  startOrchestrationDisabled,
  startOrchestrationProblems,
} from '../../../core/domain/campaigns/files-rules';
import {
  apiStepFailed,
  campaignProgressPercent,
  campaignStages,
  mayStopRun,
  overallIndicator,
  stoppedRun,
} from '../../../core/domain/campaigns/orchestration-stages';
import { type PlatformLink, platformLinksOf, sdfFilesOf } from '../../../core/domain/campaigns/run-links';
import { campaignSubTasks, type SubTask } from '../../../core/domain/campaigns/sub-tasks';
import { relativeTime } from '../../../core/domain/format/relative-time';
import type { CampaignOrchestrationStatus } from '../../../core/domain/orchestration';
import type { ActingContext } from '../../../core/ports/acting-context';
import type { ClockPort } from '../../../core/ports/ClockPort';
import { SIGNED_OUT } from '../../../core/use-cases/campaign-detail/LoadCampaign';
import type { Failure } from '../../../core/use-cases/outcome';
import { type CampaignSession, contextWithAccount, mayCreateCampaigns } from '../CampaignSession';
import { AssignmentCountdown } from './AssignmentCountdown';
import { CampaignActions } from './CampaignActions';
import type { CampaignDetailUseCases } from './CampaignDetailUseCases';
import type { CampaignPage } from './CampaignPage';
import { CampaignRunWatcher } from './CampaignRunWatcher';
import { CONTEXT_WAIT_MS, DETAIL_TEXTS } from './detail-texts';

export interface CampaignDetailDeps extends CampaignDetailUseCases {
  session: CampaignSession;
  clock: ClockPort;
  /** Opens a download address in a new tab (the browser's window.open). */
  openUrl(url: string): void;
}

export type LoadProblem = { title?: string; text: string; retry: boolean };

/** The campaign page (spec 2 §2.6, §4.3): the campaign, its run, its files and its activity. */
export class CampaignDetailViewModel implements CampaignPage {
  campaignId: string | null = null;
  campaign: Campaign | null = null;
  loading = false;
  problem: LoadProblem | null = null;
  messages: readonly CampaignMessage[] = [];
  run: CampaignOrchestrationStatus | null = null;
  readonly watcher: CampaignRunWatcher;
  readonly actions: CampaignActions;
  /** Time left of a processing creatives assignment (spec 2 §9). */
  readonly assignmentCountdown: AssignmentCountdown;

  constructor(readonly deps: CampaignDetailDeps) {
    this.watcher = new CampaignRunWatcher({
      clock: deps.clock,
      readRun: (messageId) => deps.readRun.execute({ messageId }),
      readMessage: (messageId) => deps.readMessageStatus.execute({ messageId }),
      onRun: (status) => this.runAnswered(status),
      onRunEnded: (status) => void this.runEnded(status),
      onMessage: () => void this.reloadActivity(),
    });
    this.actions = new CampaignActions(this);
    makeObservable<CampaignDetailViewModel, 'runAnswered'>(this, {
      campaignId: observable,
      campaign: observableRef,
      loading: observable,
      problem: observableRef,
      messages: observableRef,
      run: observableRef,
      mayWrite: computed,
      creativesState: computed,
      stages: computed,
      percent: computed,
      indicator: computed,
      showProcessingMessage: computed,
      showCreatives: computed,
      mayStop: computed,
      startProblems: computed,
      startDisabled: computed,
      platformLinks: computed,
      sdfFiles: computed,
      subTasks: computed,
      runAnswered: action,
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

  /** Writes need the create permission; others see the page read-only (spec 2 §6). */
  get mayWrite(): boolean {
    return mayCreateCampaigns(this.deps.session);
  }

  get creativesState(): string | undefined {
    return creativesStatus(this.messages);
  }

  get stages() {
    return campaignStages(this.run, this.campaign?.destination ?? '', this.creativesState);
  }

  get percent(): number {
    return campaignProgressPercent(this.run, this.creativesState);
  }

  get indicator(): string {
    return overallIndicator(this.run, this.percent);
  }

  /** Creatives can be sent for any campaign the user may change, before a run too (spec 2 §4.3). */
  get showCreatives(): boolean {
    return this.mayWrite && this.campaign !== null;
  }

  get showProcessingMessage(): boolean {
    return this.run !== null;
  }

  get mayStop(): boolean {
    return this.mayWrite && mayStopRun(this.run);
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

  get platformLinks(): PlatformLink[] {
    return platformLinksOf(this.run);
  }

  get sdfFiles(): { gcsPath: string; filename: string }[] {
    return sdfFilesOf(this.run);
  }

  /** Spec 2 §4.3's sub-tasks, once a run exists. */
  get subTasks(): SubTask[] {
    return campaignSubTasks(this.run, this.creativesState);
  }

  /** When an activity entry happened: relative (spec 2 §9), N/A when missing. */
  timeText(value: string): string {
    return relativeTime(value, this.deps.clock.now());
  }

  /** The page opened for a campaign id; waits up to 5 s for the user and account (spec 2 §9). */
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
      this.deps.clock.setTimeout(() => {
        if (!this.ctx) runInAction(() => (this.problem = { text: DETAIL_TEXTS.contextTimeout, retry: true }));
        else void this.load();
      }, CONTEXT_WAIT_MS);
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
    if (messageId) this.watcher.watchRun(messageId);
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
    if (activity.ok)
      runInAction(() => {
        this.messages = activity.value;
      });
    this.assignmentCountdown.sync();
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
    this.watcher.stop();
  }

  dispose(): void {
    this.watcher.stop();
    this.assignmentCountdown.dispose();
  }

  private runAnswered(status: CampaignOrchestrationStatus): void {
    this.run = status;
  }

  /** Terminal run: activity again; the campaign again when completed, failed, timed out or the API failed. */
  private async runEnded(status: CampaignOrchestrationStatus): Promise<void> {
    await this.reloadActivity();
    const apiFailed = apiStepFailed(status);
    if (['completed', 'failed', 'timeout'].includes(status.status) || apiFailed) await this.reloadCampaign();
    const campaign = this.campaign;
    const ctx = this.ctx;
    if (apiFailed && campaign && ctx && campaign.status !== 'failed' && this.mayWrite) {
      const saved = await this.deps.setStatus.execute({ ctx, campaign, status: 'failed' });
      if (saved.ok) this.campaignChanged({ ...campaign, status: 'failed' });
    }
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

function loadProblem(failure: Failure): LoadProblem {
  if (failure.kind === 'not-found')
    return { title: DETAIL_TEXTS.notFoundTitle, text: DETAIL_TEXTS.notFound, retry: false };
  if (failure.kind === 'refused')
    return {
      text: failure.message === SIGNED_OUT ? DETAIL_TEXTS.signedOut : DETAIL_TEXTS.forbidden,
      retry: false,
    };
  return { text: DETAIL_TEXTS.loadFailed, retry: true };
}
