import { ContainerModule } from 'inversify';
import { CampaignPort } from '../../core/ports/CampaignPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { OrchestrationPort } from '../../core/ports/OrchestrationPort';
import * as files from '../../core/use-cases/campaign-detail/DownloadCampaignFiles';
import * as load from '../../core/use-cases/campaign-detail/LoadCampaign';
import * as read from '../../core/use-cases/campaign-detail/ReadCampaignRun';
import * as status from '../../core/use-cases/campaign-detail/SetCampaignStatus';
import * as start from '../../core/use-cases/campaign-detail/StartCampaignOrchestration';
import * as stop from '../../core/use-cases/campaign-detail/StopCampaignOrchestration';
import * as creatives from '../../core/use-cases/campaign-detail/UploadCreatives';
import { UploadCampaignFileToken } from '../../core/use-cases/campaigns/UploadCampaignFile';
import type { CampaignScreens } from '../../ui/campaigns/CampaignScreens';
import {
  type CampaignDetailDeps,
  CampaignDetailViewModel,
} from '../../ui/campaigns/detail/CampaignDetailViewModel';
import { TOKENS } from '../tokens';
import { bindFromServices } from './bind-from-services';
import { CAMPAIGN_SCREEN_TOKENS } from './tokens';

/** /campaigns/:id: its flows (spec 2 §2.6, §4.3) and its view model factory. */
export const campaignDetailModule = new ContainerModule(({ bind }) => {
  const overCampaigns = <T>(token: symbol, make: (port: CampaignPort) => T) =>
    bind(token).toResolvedValue(make, [CampaignPort]).inSingletonScope();
  const overOrchestration = <T>(token: symbol, make: (port: OrchestrationPort) => T) =>
    bind(token).toResolvedValue(make, [OrchestrationPort]).inSingletonScope();
  overCampaigns(load.LoadCampaignToken, (port) => new load.LoadCampaign(port));
  overCampaigns(load.LoadCampaignActivityToken, (port) => new load.LoadCampaignActivity(port));
  overCampaigns(status.SetCampaignStatusToken, (port) => new status.SetCampaignStatus(port));
  overCampaigns(creatives.UploadCreativesToken, (port) => new creatives.UploadCreatives(port));
  overCampaigns(files.OpenCampaignFileToken, (port) => new files.OpenCampaignFile(port));
  overOrchestration(read.ReadCampaignRunToken, (port) => new read.ReadCampaignRun(port));
  overOrchestration(read.ReadMessageStatusToken, (port) => new read.ReadMessageStatus(port));
  overOrchestration(
    start.StartCampaignOrchestrationToken,
    (port) => new start.StartCampaignOrchestration(port),
  );
  bind(stop.StopCampaignOrchestrationToken)
    .toResolvedValue(
      (o: OrchestrationPort, c: CampaignPort) => new stop.StopCampaignOrchestration(o, c),
      [OrchestrationPort, CampaignPort],
    )
    .inSingletonScope();
  bind(files.DownloadSdfFilesToken)
    .toResolvedValue(
      (c: CampaignPort, clock: ClockPort) => new files.DownloadSdfFiles(c, clock),
      [CampaignPort, ClockPort],
    )
    .inSingletonScope();

  bindFromServices<Omit<CampaignDetailDeps, 'openUrl' | 'saveFile'>>(
    bind,
    CAMPAIGN_SCREEN_TOKENS.detail,
    {
      session: TOKENS.SessionStore,
      clock: ClockPort,
      loadCampaign: load.LoadCampaignToken,
      loadActivity: load.LoadCampaignActivityToken,
      readRun: read.ReadCampaignRunToken,
      readMessageStatus: read.ReadMessageStatusToken,
      startOrchestration: start.StartCampaignOrchestrationToken,
      stopOrchestration: stop.StopCampaignOrchestrationToken,
      setStatus: status.SetCampaignStatusToken,
      uploadCreatives: creatives.UploadCreativesToken,
      uploadFile: UploadCampaignFileToken,
      downloadSdf: files.DownloadSdfFilesToken,
      openFile: files.OpenCampaignFileToken,
    },
    (deps): CampaignScreens['detail'] =>
      (downloads) =>
        new CampaignDetailViewModel({ ...deps, ...downloads }),
  );
});
