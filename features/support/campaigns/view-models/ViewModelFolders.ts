import type { FoldersListViewModel } from '../../../../src/ui/campaigns/folders/FoldersListViewModel';
import { ROW_MENU_OFFSET_PX } from '../../../../src/ui/kit/row-actions/row-menu-offset';
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
    const folder = this.list.rows.find((row) => row.name === name);
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
    return this.list.rows.map((row) => row.name);
  }

  async pinnedFolderNames() {
    return this.list.rows.filter((row) => row.isPinned).map((row) => row.name);
  }

  async folderCampaignCount(name: string) {
    return this.folderNamed(name).campaignCount;
  }

  async addFolder(name: string) {
    this.list.addFolderClicked();
    this.list.newNameTyped(name);
    await this.list.addConfirmed();
    await this.driver.settled();
  }

  async renameFolder(from: string, to: string) {
    const folder = this.folderNamed(from);
    this.list.actions.renameStarted(folder.id);
    await this.list.actions.renameCommitted(folder.id, to);
    await this.driver.settled();
  }

  async pinFolder(name: string) {
    await this.list.actions.pinToggled(this.folderNamed(name).id);
    await this.driver.settled();
  }

  async deleteFolder(name: string) {
    this.list.actions.deleteRequested(this.folderNamed(name));
    await this.list.actions.deleteConfirmed();
    await this.driver.settled();
  }

  async searchFolders(text: string) {
    this.list.list.searchTyped(text);
    await this.driver.wait(400);
    await this.driver.settled();
  }

  async foldersMessage() {
    return this.list.actions.error ?? this.list.loadError ?? this.list.noAccount;
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

  async moveOffer() {
    return this.list.moveOffer?.text ?? null;
  }

  async followMoveOffer() {
    const offer = this.list.moveOffer;
    if (!offer) throw new Error('The folders page offers no move');
    await this.campaigns.openCampaigns(offer.address);
  }

  dispose() {
    this.folders?.dispose();
  }
}
