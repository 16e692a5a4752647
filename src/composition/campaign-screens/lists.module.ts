import { ContainerModule } from 'inversify';
import { CampaignPort } from '../../core/ports/CampaignPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { StoragePort } from '../../core/ports/StoragePort';
import { DeleteCampaign, DeleteCampaignToken } from '../../core/use-cases/campaigns/DeleteCampaign';
import { ListCampaigns, ListCampaignsToken } from '../../core/use-cases/campaigns/ListCampaigns';
import { PinCampaign, PinCampaignToken } from '../../core/use-cases/campaigns/PinCampaign';
import { RememberListState } from '../../core/use-cases/campaigns/RememberListState';
import { RenameCampaign, RenameCampaignToken } from '../../core/use-cases/campaigns/RenameCampaign';
import { CreateFolderToken } from '../../core/use-cases/folders/CreateFolder';
import { DeleteFolder, DeleteFolderToken } from '../../core/use-cases/folders/DeleteFolder';
import { ListFoldersToken } from '../../core/use-cases/folders/ListFolders';
import { PinFolder, PinFolderToken } from '../../core/use-cases/folders/PinFolder';
import { RenameFolder, RenameFolderToken } from '../../core/use-cases/folders/RenameFolder';
import type { CampaignScreens } from '../../ui/campaigns/CampaignScreens';
import { type FoldersListDeps, FoldersListViewModel } from '../../ui/campaigns/folders/FoldersListViewModel';
import {
  type CampaignsListDeps,
  CampaignsListViewModel,
} from '../../ui/campaigns/list/CampaignsListViewModel';
import { TOKENS } from '../tokens';
import { bindFromServices } from './bind-from-services';
import { CAMPAIGN_SCREEN_TOKENS } from './tokens';

const LIST_STATE = Symbol.for('RememberListState');

/** /folders and /campaigns: their flows (spec 2 §2.4, §2.5) and their view model factories. */
export const campaignListsModule = new ContainerModule(({ bind }) => {
  const overCampaigns = <T>(token: symbol, make: (port: CampaignPort) => T) =>
    bind(token).toResolvedValue(make, [CampaignPort]).inSingletonScope();
  overCampaigns(RenameFolderToken, (port) => new RenameFolder(port));
  overCampaigns(PinFolderToken, (port) => new PinFolder(port));
  overCampaigns(DeleteFolderToken, (port) => new DeleteFolder(port));
  overCampaigns(ListCampaignsToken, (port) => new ListCampaigns(port));
  overCampaigns(RenameCampaignToken, (port) => new RenameCampaign(port));
  overCampaigns(PinCampaignToken, (port) => new PinCampaign(port));
  overCampaigns(DeleteCampaignToken, (port) => new DeleteCampaign(port));
  bind(LIST_STATE)
    .toResolvedValue((storage: StoragePort) => new RememberListState(storage), [StoragePort])
    .inSingletonScope();

  bindFromServices<FoldersListDeps>(
    bind,
    CAMPAIGN_SCREEN_TOKENS.folders,
    {
      session: TOKENS.SessionStore,
      lists: LIST_STATE,
      clock: ClockPort,
      listFolders: ListFoldersToken,
      createFolder: CreateFolderToken,
      renameFolder: RenameFolderToken,
      pinFolder: PinFolderToken,
      deleteFolder: DeleteFolderToken,
    },
    (deps): CampaignScreens['folders'] =>
      () =>
        new FoldersListViewModel(deps),
  );
  bindFromServices<CampaignsListDeps>(
    bind,
    CAMPAIGN_SCREEN_TOKENS.campaigns,
    {
      session: TOKENS.SessionStore,
      lists: LIST_STATE,
      clock: ClockPort,
      banner: CAMPAIGN_SCREEN_TOKENS.banner,
      listCampaigns: ListCampaignsToken,
      listFolders: ListFoldersToken,
      renameCampaign: RenameCampaignToken,
      pinCampaign: PinCampaignToken,
      deleteCampaign: DeleteCampaignToken,
    },
    (deps): CampaignScreens['campaigns'] =>
      () =>
        new CampaignsListViewModel(deps),
  );
});
