import type { CampaignsListViewModel } from '../../../../src/ui/campaigns/list/CampaignsListViewModel';
import { deleteCampaignQuestion } from '../../../../src/ui/campaigns/list/campaign-texts';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';
import type { CampaignListAbility, CampaignRowSeen } from '../abilities';
import { campaignScreen, chooseAndMove } from './screens';

const SORT_KEYS: Record<string, string> = {
  Name: 'name',
  Status: 'status',
  Destination: 'destination',
  Folder: 'folderName',
  Created: 'createdAt',
  Updated: 'updatedAt',
};

/** /campaigns through its view model. */
export class ViewModelCampaignList implements CampaignListAbility {
  private campaigns: CampaignsListViewModel | null = null;

  constructor(private readonly driver: UseTheViewModels) {}

  private get list(): CampaignsListViewModel {
    if (!this.campaigns) throw new Error('The campaigns are not open');
    return this.campaigns;
  }

  private campaignNamed(name: string) {
    const campaign = this.list.rows.find((row) => row.name === name);
    if (!campaign) throw new Error(`No campaign "${name}" shown`);
    return campaign;
  }

  /** The id of a campaign shown in the list (to open it as a row click would). */
  idOf(name: string): string {
    return this.campaignNamed(name).id;
  }

  async openCampaigns(address = '/campaigns') {
    this.campaigns?.dispose();
    this.campaigns = (await campaignScreen(this.driver, 'campaigns'))();
    const query = Object.fromEntries(new URL(address, 'http://sidekick.test').searchParams.entries());
    await this.campaigns.opened(query);
    await this.driver.settled();
  }

  async listShown() {
    await this.driver.settled();
  }

  async campaignTotal() {
    return this.list.list.pagination.totalItems;
  }

  async campaignRows(): Promise<CampaignRowSeen[]> {
    return this.list.rows.map((row) => ({
      name: row.name,
      badge: this.list.statusLabel(row),
      folder: row.folderName ?? '',
      pinned: row.isPinned,
    }));
  }

  async pageButtons() {
    return this.list.list.pageNumbers;
  }

  async currentPage() {
    return this.list.list.pagination.currentPage;
  }

  async goToPage(page: number) {
    await this.list.list.pageChosen(page);
    await this.driver.settled();
  }

  async sortBy(column: string) {
    await this.list.list.sortClicked(SORT_KEYS[column] ?? column);
    await this.driver.settled();
  }

  async showPerPage(size: number) {
    await this.list.list.pageSizeChosen(size);
    await this.driver.settled();
  }

  async searchCampaigns(text: string) {
    this.list.list.searchTyped(text);
    await this.driver.wait(400);
    await this.driver.settled();
  }

  async pinCampaign(name: string) {
    await this.list.actions.pinToggled(this.campaignNamed(name).id);
    await this.driver.settled();
  }

  async deleteCampaign(name: string) {
    this.list.actions.deleteRequested(this.campaignNamed(name));
    const question = deleteCampaignQuestion(this.list.actions.deletion.subject?.name ?? '');
    await this.list.actions.deleteConfirmed();
    await this.driver.settled();
    return question;
  }

  async successMessage() {
    return this.campaigns?.successText ?? null;
  }

  async emptyTexts() {
    const empty = this.list.emptyState;
    return empty ? [empty.title, ...(empty.hint ? [empty.hint] : [])] : [];
  }

  async breadcrumb() {
    return this.list.folderName ? 'All Folders' : null;
  }

  async renameCampaign(from: string, to: string) {
    const campaign = this.campaignNamed(from);
    this.list.actions.renameStarted(campaign.id);
    await this.list.actions.renameCommitted(campaign.id, to);
    await this.driver.settled();
  }

  async moveCampaigns(names: string[] | null, folder: string) {
    if (names === null) this.list.pageSelected(true);
    else for (const name of names) this.list.rowSelected(this.campaignNamed(name).id, true);
    await this.list.moveSelectedClicked();
    await this.driver.settled();
    await chooseAndMove(this.list.move, folder);
    await this.driver.settled();
  }

  async moveOutcome() {
    return this.campaigns?.move.error ?? this.campaigns?.move.done ?? null;
  }

  dispose() {
    this.campaigns?.dispose();
  }
}
