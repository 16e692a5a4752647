import { ROW_MENU_OFFSET_PX } from '../../../../src/ui/campaigns/common/row-menu-offset';
import type { FoldersListViewModel } from '../../../../src/ui/campaigns/folders/FoldersListViewModel';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';
import type { CampaignListAbility, FoldersAbility } from '../abilities';
import { campaignScreen } from './screens';

/** /folders through its view model, as the component would read it. */
export class ViewModelFolders implements FoldersAbility {
  private folders: FoldersListViewModel | null = null;

  constructor(
    private readonly driver: UseTheViewModels,
    private readonly campaigns: CampaignListAbility,
  ) {}

  private get list(): FoldersListViewModel {
    if (!this.folders) throw new Error('The folders are not open');
    return this.folders;
  }

  private folderNamed(name: string) {
    const folder = this.list.list.rows.find((row) => row.name === name);
    if (!folder) throw new Error(`No folder "${name}" shown`);
    return folder;
  }

  async openFolders() {
    this.folders?.dispose();
    this.folders = (await campaignScreen(this.driver, 'folders'))();
    await this.folders.opened({});
    await this.driver.settled();
  }

  async folderNames() {
    return this.list.list.rows.map((row) => row.name);
  }

  async pinnedFolderNames() {
    return this.list.list.rows.filter((row) => row.is_pinned).map((row) => row.name);
  }

  async folderCampaignCount(name: string) {
    return this.folderNamed(name).campaign_count;
  }

  async addFolder(name: string) {
    this.list.addFolderClicked();
    this.list.newNameTyped(name);
    await this.list.addConfirmed();
    await this.driver.settled();
  }

  async renameFolder(from: string, to: string) {
    const folder = this.folderNamed(from);
    this.list.renameStarted(folder.id);
    await this.list.renameCommitted(folder, to);
    await this.driver.settled();
  }

  async pinFolder(name: string) {
    await this.list.pinToggled(this.folderNamed(name));
    await this.driver.settled();
  }

  async deleteFolder(name: string) {
    this.list.deleteRequested(this.folderNamed(name));
    await this.list.deleteConfirmed();
    await this.driver.settled();
  }

  async searchFolders(text: string) {
    this.list.list.searchTyped(text);
    await this.driver.wait(400);
    await this.driver.settled();
  }

  async foldersMessage() {
    return this.list.error ?? this.list.loadError ?? this.list.noAccount;
  }

  async openCampaignsOf(name: string) {
    await this.campaigns.openCampaigns(
      `/campaigns?folderId=${encodeURIComponent(this.folderNamed(name).id)}`,
    );
  }

  async rowMenuOffset(name: string) {
    this.folderNamed(name);
    return ROW_MENU_OFFSET_PX;
  }

  dispose() {
    this.folders?.dispose();
  }
}
