import type { Campaign } from '../../../core/domain/campaign';
import type { CampaignOrchestrationStatus } from '../../../core/domain/orchestration';
import type { ActingContext } from '../../../core/ports/acting-context';
import type { ClockPort } from '../../../core/ports/ClockPort';
import type { CampaignDetailUseCases } from './CampaignDetailUseCases';
import type { CampaignRunView } from './CampaignRunView';
import type { DownloadEffects } from './download-effects';

/** What the page's actions read and call on the campaign page view model. */
export interface CampaignPage {
  readonly deps: CampaignDetailUseCases & DownloadEffects & { clock: ClockPort };
  readonly ctx: ActingContext | null;
  readonly campaignId: string | null;
  readonly campaign: Campaign | null;
  readonly run: CampaignOrchestrationStatus | null;
  readonly runView: Pick<CampaignRunView, 'creativesState' | 'mayStop' | 'platformLinks' | 'sdfFiles'>;
  readonly startDisabled: boolean;
  watchRun(messageId: string): void;
  watchAssignment(messageId: string): void;
  campaignChanged(campaign: Campaign): void;
  reloadCampaign(): Promise<void>;
  reloadActivity(): Promise<void>;
  runStopped(): void;
}
