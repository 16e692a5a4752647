import { ContainerModule } from 'inversify';
import { CampaignPort } from '../../core/ports/CampaignPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { StoragePort } from '../../core/ports/StoragePort';
import { CampaignCallsToken } from '../../core/use-cases/campaigns/CampaignCalls';
import { MoveCampaignsToken } from '../../core/use-cases/campaigns/MoveCampaigns';
import { RememberListState } from '../../core/use-cases/campaigns/RememberListState';
import {
  RenameCampaignToken,
  RenameFolderToken,
  RenameListEntry,
} from '../../core/use-cases/campaigns/RenameListEntry';
import { CreateFolderToken } from '../../core/use-cases/folders/CreateFolder';
import { DeleteFolder, DeleteFolderToken } from '../../core/use-cases/folders/DeleteFolder';
import type { CampaignScreens } from '../../ui/campaigns/CampaignScreens';
import { type FoldersListDeps, FoldersListViewModel } from '../../ui/campaigns/folders/FoldersListViewModel';
import {
  type CampaignsListDeps,
  CampaignsListViewModel,
} from '../../ui/campaigns/list/CampaignsListViewModel';
import { bindFromServices, bindInstance } from '../binding';
import { TOKENS } from '../tokens';
import { CAMPAIGN_SCREEN_TOKENS } from './tokens';

const LIST_STATE = Symbol.for('RememberListState');

/** /folders and /campaigns: the flows that decide something (spec 2 §2.4, §2.5) and the view model factories. */
export const campaignListsModule = new ContainerModule(({ bind }) => {
  const overCampaigns = <T>(token: symbol, make: (port: CampaignPort) => T) =>
    bind(token).toResolvedValue(make, [CampaignPort]).inSingletonScope();
  overCampaigns(
    RenameFolderToken,
    (port) => new RenameListEntry((ctx, id, name) => port.renameFolder(ctx, id, name)),
  );
  overCampaigns(
    RenameCampaignToken,
    (port) => new RenameListEntry((ctx, id, name) => port.updateCampaign(ctx, id, { name })),
  );
  bindInstance(bind, DeleteFolderToken, DeleteFolder, [CampaignPort]);
  bindInstance(bind, LIST_STATE, RememberListState, [StoragePort]);

  const lists = {
    session: TOKENS.SessionStore,
    lists: LIST_STATE,
    clock: ClockPort,
    calls: CampaignCallsToken,
  };
  bindFromServices<FoldersListDeps>(
    bind,
    CAMPAIGN_SCREEN_TOKENS.folders,
    {
      ...lists,
      createFolder: CreateFolderToken,
      renameFolder: RenameFolderToken,
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
      ...lists,
      banner: CAMPAIGN_SCREEN_TOKENS.banner,
      renameCampaign: RenameCampaignToken,
      moveCampaigns: MoveCampaignsToken,
    },
    (deps): CampaignScreens['campaigns'] =>
      () =>
        new CampaignsListViewModel(deps),
  );
});
