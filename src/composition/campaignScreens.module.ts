import { ContainerModule } from 'inversify';
import { ClockPort } from '../core/ports/ClockPort';
import { StoragePort } from '../core/ports/StoragePort';
import * as sdf from '../core/use-cases/campaign-detail/DownloadCampaignFiles';
import * as load from '../core/use-cases/campaign-detail/LoadCampaign';
import * as read from '../core/use-cases/campaign-detail/ReadCampaignRun';
import * as status from '../core/use-cases/campaign-detail/SetCampaignStatus';
import * as start from '../core/use-cases/campaign-detail/StartCampaignOrchestration';
import * as stop from '../core/use-cases/campaign-detail/StopCampaignOrchestration';
import * as creatives from '../core/use-cases/campaign-detail/UploadCreatives';
import * as analyze from '../core/use-cases/campaigns/AnalyzeCampaignFiles';
import * as create from '../core/use-cases/campaigns/CreateCampaign';
import * as deleteCampaign from '../core/use-cases/campaigns/DeleteCampaign';
import * as list from '../core/use-cases/campaigns/ListCampaigns';
import * as options from '../core/use-cases/campaigns/LoadCreationOptions';
import * as pin from '../core/use-cases/campaigns/PinCampaign';
import { RememberListState } from '../core/use-cases/campaigns/RememberListState';
import * as rename from '../core/use-cases/campaigns/RenameCampaign';
import * as upload from '../core/use-cases/campaigns/UploadCampaignFile';
import * as createFolder from '../core/use-cases/folders/CreateFolder';
import * as deleteFolder from '../core/use-cases/folders/DeleteFolder';
import * as listFolders from '../core/use-cases/folders/ListFolders';
import * as pinFolder from '../core/use-cases/folders/PinFolder';
import * as renameFolder from '../core/use-cases/folders/RenameFolder';
import type { CampaignScreens } from '../ui/campaigns/CampaignScreens';
import { CreateCampaignViewModel } from '../ui/campaigns/create/CreateCampaignViewModel';
import type { CampaignDetailUseCases } from '../ui/campaigns/detail/CampaignDetailUseCases';
import { CampaignDetailViewModel } from '../ui/campaigns/detail/CampaignDetailViewModel';
import { FoldersListViewModel } from '../ui/campaigns/folders/FoldersListViewModel';
import { CampaignsListViewModel } from '../ui/campaigns/list/CampaignsListViewModel';
import { SuccessBanner } from '../ui/campaigns/SuccessBanner';
import type { SessionStore } from '../ui/session/SessionStore';
import { TOKENS } from './tokens';
import { campaignUseCasesModule } from './use-cases/campaigns.module';

type UseCase = { execute(...args: never[]): unknown };

/** The use cases the screens take, in one place: token and the name a view model knows it by. */
const USE_CASES = {
  listFolders: listFolders.ListFoldersToken,
  createFolder: createFolder.CreateFolderToken,
  renameFolder: renameFolder.RenameFolderToken,
  pinFolder: pinFolder.PinFolderToken,
  deleteFolder: deleteFolder.DeleteFolderToken,
  listCampaigns: list.ListCampaignsToken,
  renameCampaign: rename.RenameCampaignToken,
  pinCampaign: pin.PinCampaignToken,
  deleteCampaign: deleteCampaign.DeleteCampaignToken,
  loadOptions: options.LoadCreationOptionsToken,
  uploadFile: upload.UploadCampaignFileToken,
  analyzeFiles: analyze.AnalyzeCampaignFilesToken,
  createCampaign: create.CreateCampaignToken,
  loadCampaign: load.LoadCampaignToken,
  loadActivity: load.LoadCampaignActivityToken,
  readRun: read.ReadCampaignRunToken,
  readMessageStatus: read.ReadMessageStatusToken,
  startOrchestration: start.StartCampaignOrchestrationToken,
  stopOrchestration: stop.StopCampaignOrchestrationToken,
  setStatus: status.SetCampaignStatusToken,
  uploadCreatives: creatives.UploadCreativesToken,
  downloadSdf: sdf.DownloadSdfFilesToken,
  openFile: sdf.OpenCampaignFileToken,
} as const;

type Flows = CampaignDetailUseCases & {
  listFolders: listFolders.ListFolders;
  createFolder: createFolder.CreateFolder;
  renameFolder: renameFolder.RenameFolder;
  pinFolder: pinFolder.PinFolder;
  deleteFolder: deleteFolder.DeleteFolder;
  listCampaigns: list.ListCampaigns;
  renameCampaign: rename.RenameCampaign;
  pinCampaign: pin.PinCampaign;
  deleteCampaign: deleteCampaign.DeleteCampaign;
  loadOptions: options.LoadCreationOptions;
  analyzeFiles: analyze.AnalyzeCampaignFiles;
  createCampaign: create.CreateCampaign;
};

const names = Object.keys(USE_CASES) as (keyof typeof USE_CASES)[];

function screens(
  session: SessionStore,
  storage: StoragePort,
  clock: ClockPort,
  flows: Flows,
): CampaignScreens {
  // One banner for the screens: the creation puts its success text, the next list shows it.
  const banner = new SuccessBanner();
  const lists = new RememberListState(storage);
  return {
    createFoldersList: () => new FoldersListViewModel({ session, lists, clock, ...flows }),
    createCampaignsList: () => new CampaignsListViewModel({ session, lists, clock, banner, ...flows }),
    createCampaignCreation: () => new CreateCampaignViewModel({ session, banner, ...flows }),
    createCampaignDetail: (openUrl) => new CampaignDetailViewModel({ session, clock, openUrl, ...flows }),
  };
}

const campaignScreensViewModelsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.CampaignScreens)
    .toResolvedValue(
      (session: SessionStore, storage: StoragePort, clock: ClockPort, ...useCases: UseCase[]) =>
        screens(
          session,
          storage,
          clock,
          Object.fromEntries(names.map((name, index) => [name, useCases[index]])) as unknown as Flows,
        ),
      [TOKENS.SessionStore, StoragePort, ClockPort, ...names.map((name) => USE_CASES[name])],
    )
    .inSingletonScope();
});

/** What the campaign routes add to the container when they first load: their flows, then their view models. */
export const campaignScreensModules = [campaignUseCasesModule, campaignScreensViewModelsModule];
