import { computed, makeObservable } from 'mobx';
import type { Campaign, CampaignMessage } from '../../../core/domain/campaign';
import { creativesStatus } from '../../../core/domain/campaigns/activity';
import {
  campaignProgressPercent,
  campaignStages,
  mayStopRun,
  overallIndicator,
  type Stage,
} from '../../../core/domain/campaigns/orchestration-stages';
import { type PlatformLink, platformLinksOf, sdfFilesOf } from '../../../core/domain/campaigns/run-links';
import { campaignSubTasks, type SubTask } from '../../../core/domain/campaigns/sub-tasks';
import type { CampaignOrchestrationStatus } from '../../../core/domain/orchestration';

/** What the run panel reads of the page. */
export interface RunOnPage {
  readonly run: CampaignOrchestrationStatus | null;
  readonly messages: readonly CampaignMessage[];
  readonly campaign: Campaign | null;
  readonly mayWrite: boolean;
  /** The SDF files are being downloaded (youtube-dv360): the last stage is at work. */
  readonly sdfDownloading: boolean;
}

/**
 * The campaign page's run as the panel shows it (spec 2 §4.3): stages, percent and indicator,
 * the sub-tasks, the stop button, the platform links and SDF files; all read from the core's rules.
 */
export class CampaignRunView {
  constructor(private readonly page: RunOnPage) {
    makeObservable(this, {
      creativesState: computed,
      stages: computed,
      percent: computed,
      indicator: computed,
      mayStop: computed,
      platformLinks: computed,
      sdfFiles: computed,
      subTasks: computed,
    });
  }

  /** The newest creatives assignment's status, which drives the last stage. */
  get creativesState(): string | undefined {
    return creativesStatus(this.page.messages);
  }

  get stages(): Stage[] {
    return campaignStages(this.page.run, this.page.campaign?.destination ?? '', this.creativesState, {
      campaignStatus: this.page.campaign?.status,
      downloading: this.page.sdfDownloading,
    });
  }

  get percent(): number {
    return campaignProgressPercent(this.page.run, this.creativesState);
  }

  get indicator(): string {
    return overallIndicator(this.page.run, this.percent);
  }

  get mayStop(): boolean {
    return this.page.mayWrite && mayStopRun(this.page.run);
  }

  get platformLinks(): PlatformLink[] {
    return platformLinksOf(this.page.run);
  }

  get sdfFiles(): { gcsPath: string; filename: string }[] {
    return sdfFilesOf(this.page.run);
  }

  /** Spec 2 §4.3's sub-tasks, once a run exists. */
  get subTasks(): SubTask[] {
    return campaignSubTasks(this.page.run, this.creativesState);
  }
}
