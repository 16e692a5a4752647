import { ContainerModule } from 'inversify';
import { CampaignPort } from '../../core/ports/CampaignPort';
import { ChatPort } from '../../core/ports/ChatPort';
import { CampaignCallsToken } from '../../core/use-cases/campaigns/CampaignCalls';
import { MoveCampaigns, MoveCampaignsToken } from '../../core/use-cases/campaigns/MoveCampaigns';
import {
  UploadCampaignFile,
  UploadCampaignFileToken,
} from '../../core/use-cases/campaigns/UploadCampaignFile';
import { CreateFolder, CreateFolderToken } from '../../core/use-cases/folders/CreateFolder';
import { PortCalls } from '../../core/use-cases/port-calls';
import { SuccessBanner } from '../../ui/campaigns/SuccessBanner';
import { bindInstance } from '../binding';
import { CAMPAIGN_SCREEN_TOKENS } from './tokens';

/**
 * What several campaign screens share, loaded with the first of them: the success banner the
 * creation fills and the campaigns list shows, and the flows two screens run (folders for the
 * lists and the creation's folder picker, moving campaigns for the list and the campaign page, file uploads for the creation and the campaign page).
 */
export const campaignSharedModule = new ContainerModule(({ bind }) => {
  bind(CAMPAIGN_SCREEN_TOKENS.banner).toConstantValue(new SuccessBanner());
  bindInstance(bind, CampaignCallsToken, PortCalls, [CampaignPort]);
  bindInstance(bind, CreateFolderToken, CreateFolder, [CampaignPort]);
  bindInstance(bind, MoveCampaignsToken, MoveCampaigns, [CampaignPort]);
  bindInstance(bind, UploadCampaignFileToken, UploadCampaignFile, [ChatPort]);
});
