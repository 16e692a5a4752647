import { computed, makeObservable } from 'mobx';
import type { Campaign, CampaignMessage } from '../../../core/domain/campaign';
import { NO_ACTIVITY_TEXT } from '../../../core/domain/campaigns/activity';
import { START_TEXTS } from '../../../core/domain/campaigns/files-rules';
import type { CampaignOrchestrationStatus } from '../../../core/domain/orchestration';
import { DETAIL_TEXTS, type LoadProblem } from './detail-texts';

/** What the texts are written from: the campaign page view model's state. */
export interface CampaignPageState {
  readonly loading: boolean;
  readonly problem: LoadProblem | null;
  readonly campaign: Campaign | null;
  readonly run: CampaignOrchestrationStatus | null;
  readonly messages: readonly CampaignMessage[];
  /** The activity has been asked for once (answered or not). */
  readonly activityAsked: boolean;
  readonly mayWrite: boolean;
  readonly pollingOrphaned: boolean;
  readonly startProblems: readonly string[];
  readonly startDisabled: boolean;
}

/**
 * The texts the campaign page writes from its state (spec 2 §2.6, §4.3, §8), each null while it
 * does not show: the page draws these, and whoever reads the page reads the same.
 */
export class CampaignPageTexts {
  constructor(private readonly page: CampaignPageState) {
    makeObservable(this, {
      loading: computed,
      problemTitle: computed,
      description: computed,
      folder: computed,
      readOnly: computed,
      processing: computed,
      orphaned: computed,
      runOutcome: computed,
      startPanelShown: computed,
      startNotices: computed,
      startHint: computed,
      activityNotice: computed,
      shown: computed,
    });
  }

  /** While the campaign is read, before it shows (a refetch keeps the campaign on screen). */
  get loading(): string | null {
    return this.page.loading && !this.page.campaign ? DETAIL_TEXTS.loading : null;
  }

  /** The heading over a campaign that cannot be read. */
  get problemTitle(): string | null {
    const { problem } = this.page;
    return problem ? (problem.title ?? DETAIL_TEXTS.loadProblemTitle) : null;
  }

  /**
   * The campaign's description (spec 2 §3), under its name: who it runs for and its budget, as the
   * demo's campaigns state them; nothing when a backend sends none.
   */
  get description(): string | null {
    return this.campaignShown?.description?.trim() || null;
  }

  get folder(): string | null {
    const campaign = this.campaignShown;
    return campaign ? `Folder: ${campaign.folderName || '—'}` : null;
  }

  get readOnly(): string | null {
    return this.campaignShown && !this.page.mayWrite ? DETAIL_TEXTS.readOnly : null;
  }

  /** The bot's line once a run exists. */
  get processing(): string | null {
    return this.campaignShown && this.page.run ? DETAIL_TEXTS.processing : null;
  }

  /** Polling given up after 5 minutes (spec 2 §9), beside "Check again". */
  get orphaned(): string | null {
    return this.campaignShown && this.page.pollingOrphaned ? DETAIL_TEXTS.timedOut : null;
  }

  /** Under the run's progress: how a run that did not finish ended. */
  get runOutcome(): string | null {
    const status = this.campaignShown && this.page.run?.status;
    if (status === 'failed') return DETAIL_TEXTS.stopFailed;
    if (status === 'timeout') return DETAIL_TEXTS.timedOut;
    return null;
  }

  /** Start Orchestration shows before any run, to those who may change the campaign (spec 2 §4.3). */
  get startPanelShown(): boolean {
    return this.campaignShown !== null && !this.page.run && this.page.mayWrite;
  }

  /** What the start still needs (spec 2 §5). */
  get startNotices(): readonly string[] {
    return this.startPanelShown ? this.page.startProblems : [];
  }

  /** Why Start Orchestration is disabled. */
  get startHint(): string | null {
    return this.startPanelShown && this.page.startDisabled ? START_TEXTS.hint : null;
  }

  /** The activity timeline's line in place of entries: still reading, or none to show. */
  get activityNotice(): string | null {
    if (!this.campaignShown || this.page.messages.length > 0) return null;
    return this.page.activityAsked ? NO_ACTIVITY_TEXT : DETAIL_TEXTS.loadingActivity;
  }

  /** Every text above that shows now, in the page's order. */
  get shown(): string[] {
    return [
      this.loading,
      this.problemTitle,
      this.description,
      this.folder,
      this.readOnly,
      this.processing,
      this.orphaned,
      this.runOutcome,
      ...this.startNotices,
      this.startHint,
    ].filter((text): text is string => text !== null);
  }

  /** The campaign's part of the page, which a load problem replaces. */
  private get campaignShown(): Campaign | null {
    return this.page.problem ? null : this.page.campaign;
  }
}
