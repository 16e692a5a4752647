import { ContainerModule } from 'inversify';
import { AdminPort } from '../../core/ports/AdminPort';
import { CampaignPort } from '../../core/ports/CampaignPort';
import { ChatPort } from '../../core/ports/ChatPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { OrchestrationPort } from '../../core/ports/OrchestrationPort';
import * as sdf from '../../core/use-cases/campaign-detail/DownloadCampaignFiles';
import * as load from '../../core/use-cases/campaign-detail/LoadCampaign';
import * as read from '../../core/use-cases/campaign-detail/ReadCampaignRun';
import * as status from '../../core/use-cases/campaign-detail/SetCampaignStatus';
import * as start from '../../core/use-cases/campaign-detail/StartCampaignOrchestration';
import * as stop from '../../core/use-cases/campaign-detail/StopCampaignOrchestration';
import * as creatives from '../../core/use-cases/campaign-detail/UploadCreatives';
import * as analyze from '../../core/use-cases/campaigns/AnalyzeCampaignFiles';
import * as create from '../../core/use-cases/campaigns/CreateCampaign';
import * as deleteCampaign from '../../core/use-cases/campaigns/DeleteCampaign';
import * as list from '../../core/use-cases/campaigns/ListCampaigns';
import * as options from '../../core/use-cases/campaigns/LoadCreationOptions';
import * as pin from '../../core/use-cases/campaigns/PinCampaign';
import * as rename from '../../core/use-cases/campaigns/RenameCampaign';
import * as upload from '../../core/use-cases/campaigns/UploadCampaignFile';
import * as createFolder from '../../core/use-cases/folders/CreateFolder';
import * as deleteFolder from '../../core/use-cases/folders/DeleteFolder';
import * as listFolders from '../../core/use-cases/folders/ListFolders';
import * as pinFolder from '../../core/use-cases/folders/PinFolder';
import * as renameFolder from '../../core/use-cases/folders/RenameFolder';

/** Folder, campaign and campaign-page flows (src/core/use-cases/{folders,campaigns,campaign-detail}). */
export const campaignUseCasesModule = new ContainerModule(({ bind }) => {
  const overCampaigns = <T>(token: symbol, make: (port: CampaignPort) => T) =>
    bind(token).toResolvedValue(make, [CampaignPort]).inSingletonScope();
  const overOrchestration = <T>(token: symbol, make: (port: OrchestrationPort) => T) =>
    bind(token).toResolvedValue(make, [OrchestrationPort]).inSingletonScope();

  overCampaigns(listFolders.ListFoldersToken, (port) => new listFolders.ListFolders(port));
  overCampaigns(createFolder.CreateFolderToken, (port) => new createFolder.CreateFolder(port));
  overCampaigns(renameFolder.RenameFolderToken, (port) => new renameFolder.RenameFolder(port));
  overCampaigns(pinFolder.PinFolderToken, (port) => new pinFolder.PinFolder(port));
  overCampaigns(deleteFolder.DeleteFolderToken, (port) => new deleteFolder.DeleteFolder(port));
  overCampaigns(list.ListCampaignsToken, (port) => new list.ListCampaigns(port));
  overCampaigns(rename.RenameCampaignToken, (port) => new rename.RenameCampaign(port));
  overCampaigns(pin.PinCampaignToken, (port) => new pin.PinCampaign(port));
  overCampaigns(deleteCampaign.DeleteCampaignToken, (port) => new deleteCampaign.DeleteCampaign(port));
  overCampaigns(create.CreateCampaignToken, (port) => new create.CreateCampaign(port));
  overCampaigns(load.LoadCampaignToken, (port) => new load.LoadCampaign(port));
  overCampaigns(load.LoadCampaignActivityToken, (port) => new load.LoadCampaignActivity(port));
  overCampaigns(status.SetCampaignStatusToken, (port) => new status.SetCampaignStatus(port));
  overCampaigns(creatives.UploadCreativesToken, (port) => new creatives.UploadCreatives(port));
  overCampaigns(sdf.OpenCampaignFileToken, (port) => new sdf.OpenCampaignFile(port));
  overOrchestration(analyze.AnalyzeCampaignFilesToken, (port) => new analyze.AnalyzeCampaignFiles(port));
  overOrchestration(read.ReadCampaignRunToken, (port) => new read.ReadCampaignRun(port));
  overOrchestration(read.ReadMessageStatusToken, (port) => new read.ReadMessageStatus(port));
  overOrchestration(
    start.StartCampaignOrchestrationToken,
    (port) => new start.StartCampaignOrchestration(port),
  );
  bind(options.LoadCreationOptionsToken)
    .toResolvedValue(
      (c: CampaignPort, a: AdminPort) => new options.LoadCreationOptions(c, a),
      [CampaignPort, AdminPort],
    )
    .inSingletonScope();
  bind(upload.UploadCampaignFileToken)
    .toResolvedValue((chat: ChatPort) => new upload.UploadCampaignFile(chat), [ChatPort])
    .inSingletonScope();
  bind(stop.StopCampaignOrchestrationToken)
    .toResolvedValue(
      (o: OrchestrationPort, c: CampaignPort) => new stop.StopCampaignOrchestration(o, c),
      [OrchestrationPort, CampaignPort],
    )
    .inSingletonScope();
  bind(sdf.DownloadSdfFilesToken)
    .toResolvedValue(
      (c: CampaignPort, clock: ClockPort) => new sdf.DownloadSdfFiles(c, clock),
      [CampaignPort, ClockPort],
    )
    .inSingletonScope();
});
