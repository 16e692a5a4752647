import type { DownloadSdfFiles } from '../../../core/use-cases/campaign-detail/DownloadCampaignFiles';
import type {
  LoadCampaign,
  LoadCampaignActivity,
} from '../../../core/use-cases/campaign-detail/LoadCampaign';
import type { SetCampaignStatus } from '../../../core/use-cases/campaign-detail/SetCampaignStatus';
import type { StartCampaignOrchestration } from '../../../core/use-cases/campaign-detail/StartCampaignOrchestration';
import type { StopCampaignOrchestration } from '../../../core/use-cases/campaign-detail/StopCampaignOrchestration';
import type { UploadCreatives } from '../../../core/use-cases/campaign-detail/UploadCreatives';
import type { WatchCampaignRun } from '../../../core/use-cases/campaign-detail/WatchCampaignRun';
import type { CampaignCalls } from '../../../core/use-cases/campaigns/CampaignCalls';
import type { MoveCampaigns } from '../../../core/use-cases/campaigns/MoveCampaigns';
import type { UploadCampaignFile } from '../../../core/use-cases/campaigns/UploadCampaignFile';

/** The flows the campaign page runs. */
export interface CampaignDetailUseCases {
  loadCampaign: LoadCampaign;
  loadActivity: LoadCampaignActivity;
  watchRun: WatchCampaignRun;
  startOrchestration: StartCampaignOrchestration;
  stopOrchestration: StopCampaignOrchestration;
  setStatus: SetCampaignStatus;
  uploadCreatives: UploadCreatives;
  uploadFile: UploadCampaignFile;
  downloadSdf: DownloadSdfFiles;
  moveCampaigns: MoveCampaigns;
  /** The one-call flows: a file's fresh download address, the folders to move to. */
  calls: CampaignCalls;
}
