import { ContainerModule } from 'inversify';
import { AdminPort } from '../../core/ports/AdminPort';
import { CampaignPort } from '../../core/ports/CampaignPort';
import { OrchestrationPort } from '../../core/ports/OrchestrationPort';
import {
  AnalyzeCampaignFiles,
  AnalyzeCampaignFilesToken,
} from '../../core/use-cases/campaigns/AnalyzeCampaignFiles';
import { CreateCampaign, CreateCampaignToken } from '../../core/use-cases/campaigns/CreateCampaign';
import {
  LoadCreationOptions,
  LoadCreationOptionsToken,
} from '../../core/use-cases/campaigns/LoadCreationOptions';
import { UploadCampaignFileToken } from '../../core/use-cases/campaigns/UploadCampaignFile';
import { CreateFolderToken } from '../../core/use-cases/folders/CreateFolder';
import type { CampaignScreens } from '../../ui/campaigns/CampaignScreens';
import {
  type CreateCampaignDeps,
  CreateCampaignViewModel,
} from '../../ui/campaigns/create/CreateCampaignViewModel';
import { bindFromServices, bindInstance } from '../binding';
import { TOKENS } from '../tokens';
import { CAMPAIGN_SCREEN_TOKENS } from './tokens';

/** /campaign/new: its flows (spec 2 §2.3, §5, §8) and its view model factory. */
export const campaignCreationModule = new ContainerModule(({ bind }) => {
  bindInstance(bind, LoadCreationOptionsToken, LoadCreationOptions, [CampaignPort, AdminPort]);
  bindInstance(bind, AnalyzeCampaignFilesToken, AnalyzeCampaignFiles, [OrchestrationPort]);
  bindInstance(bind, CreateCampaignToken, CreateCampaign, [CampaignPort]);

  bindFromServices<CreateCampaignDeps>(
    bind,
    CAMPAIGN_SCREEN_TOKENS.creation,
    {
      session: TOKENS.SessionStore,
      banner: CAMPAIGN_SCREEN_TOKENS.banner,
      loadOptions: LoadCreationOptionsToken,
      createFolder: CreateFolderToken,
      uploadFile: UploadCampaignFileToken,
      analyzeFiles: AnalyzeCampaignFilesToken,
      createCampaign: CreateCampaignToken,
    },
    (deps): CampaignScreens['creation'] =>
      () =>
        new CreateCampaignViewModel(deps),
  );
});
