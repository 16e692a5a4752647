import { destinationLabel } from '../../../src/core/domain/campaigns/destinations';
import type { CampaignScreens } from '../../../src/ui/campaigns/CampaignScreens';
import type { CreateCampaignViewModel } from '../../../src/ui/campaigns/create/CreateCampaignViewModel';
import type { CampaignDetailViewModel } from '../../../src/ui/campaigns/detail/CampaignDetailViewModel';
import type { FoldersListViewModel } from '../../../src/ui/campaigns/folders/FoldersListViewModel';
import type { CampaignsListViewModel } from '../../../src/ui/campaigns/list/CampaignsListViewModel';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import { fixtureFile } from '../chat/fixtures';
import type { CampaignRowSeen, CampaignsAbility } from './CampaignsAbility';

const STATE_WORDS = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  error: 'Error',
  stopped: 'Stopped',
};

/** The campaign screens through their view models, as the components would read them. */
export class ViewModelCampaigns implements CampaignsAbility {
  private folders: FoldersListViewModel | null = null;
  private campaigns: CampaignsListViewModel | null = null;
  private creation: CreateCampaignViewModel | null = null;
  private detail: CampaignDetailViewModel | null = null;
  private opened: string[] = [];

  constructor(private readonly driver: UseTheViewModels) {}

  private async screens(): Promise<CampaignScreens> {
    return this.driver.viewModels.loadCampaignScreens();
  }

  private settled() {
    return this.driver.settled();
  }

  private get folderList(): FoldersListViewModel {
    if (!this.folders) throw new Error('The folders are not open');
    return this.folders;
  }

  private get campaignList(): CampaignsListViewModel {
    if (!this.campaigns) throw new Error('The campaigns are not open');
    return this.campaigns;
  }

  private get form(): CreateCampaignViewModel {
    if (!this.creation) throw new Error('The creation form is not open');
    return this.creation;
  }

  private get page(): CampaignDetailViewModel {
    if (!this.detail) throw new Error('No campaign page is open');
    return this.detail;
  }

  private folderNamed(name: string) {
    const folder = this.folderList.list.rows.find((row) => row.name === name);
    if (!folder) throw new Error(`No folder "${name}" shown`);
    return folder;
  }

  private campaignNamed(name: string) {
    const campaign = this.campaignList.list.rows.find((row) => row.name === name);
    if (!campaign) throw new Error(`No campaign "${name}" shown`);
    return campaign;
  }

  async openFolders() {
    this.folders?.dispose();
    this.folders = (await this.screens()).createFoldersList();
    await this.folders.opened({});
    await this.settled();
  }

  async folderNames() {
    return this.folderList.list.rows.map((row) => row.name);
  }

  async pinnedFolderNames() {
    return this.folderList.list.rows.filter((row) => row.is_pinned).map((row) => row.name);
  }

  async folderCampaignCount(name: string) {
    return this.folderNamed(name).campaign_count;
  }

  async addFolder(name: string) {
    this.folderList.addFolderClicked();
    this.folderList.newNameTyped(name);
    await this.folderList.addConfirmed();
    await this.settled();
  }

  async renameFolder(from: string, to: string) {
    const folder = this.folderNamed(from);
    this.folderList.renameStarted(folder.id);
    await this.folderList.renameCommitted(folder, to);
    await this.settled();
  }

  async pinFolder(name: string) {
    await this.folderList.pinToggled(this.folderNamed(name));
    await this.settled();
  }

  async deleteFolder(name: string) {
    this.folderList.deleteRequested(this.folderNamed(name));
    await this.folderList.deleteConfirmed();
    await this.settled();
  }

  async searchFolders(text: string) {
    this.folderList.list.searchTyped(text);
    await this.driver.wait(400);
    await this.settled();
  }

  async foldersMessage() {
    return this.folderList.error ?? this.folderList.loadError ?? this.folderList.noAccount;
  }

  async openCampaigns(address = '/campaigns') {
    this.campaigns?.dispose();
    this.campaigns = (await this.screens()).createCampaignsList();
    const query = Object.fromEntries(new URL(address, 'http://sidekick.test').searchParams.entries());
    await this.campaigns.opened(query);
    await this.settled();
  }

  async campaignTotal() {
    return this.campaignList.list.pagination.totalItems;
  }

  async campaignRows(): Promise<CampaignRowSeen[]> {
    return this.campaignList.list.rows.map((row) => ({
      name: row.name,
      badge: this.campaignList.statusLabel(row),
      folder: row.folder_name ?? '',
      pinned: row.is_pinned,
    }));
  }

  async pageButtons() {
    return this.campaignList.list.pageNumbers;
  }

  async currentPage() {
    return this.campaignList.list.pagination.currentPage;
  }

  async goToPage(page: number) {
    await this.campaignList.list.pageChosen(page);
    await this.settled();
  }

  async sortBy(column: string) {
    const key =
      { Name: 'name', Status: 'status', Created: 'created_at', Updated: 'updated_at' }[column] ?? column;
    await this.campaignList.list.sortClicked(key);
    await this.settled();
  }

  async showPerPage(size: number) {
    await this.campaignList.list.pageSizeChosen(size);
    await this.settled();
  }

  async searchCampaigns(text: string) {
    this.campaignList.list.searchTyped(text);
    await this.driver.wait(400);
    await this.settled();
  }

  async pinCampaign(name: string) {
    await this.campaignList.pinToggled(this.campaignNamed(name));
    await this.settled();
  }

  async deleteCampaign(name: string) {
    const campaign = this.campaignNamed(name);
    this.campaignList.deleteRequested(campaign);
    const question = `Are you sure you want to delete "${this.campaignList.pendingDelete?.name}"?`;
    await this.campaignList.deleteConfirmed();
    await this.settled();
    return question;
  }

  async successMessage() {
    return this.campaigns?.successText ?? null;
  }

  async emptyTexts() {
    const empty = this.campaignList.emptyState;
    return empty ? [empty.title, ...(empty.hint ? [empty.hint] : [])] : [];
  }

  async breadcrumb() {
    return this.campaignList.folderName ? 'All Folders' : null;
  }

  async openCreation() {
    this.creation = (await this.screens()).createCampaignCreation();
    await this.creation.opened();
    await this.settled();
  }

  async chooseFolder(name: string) {
    const folder = this.form.folders.find((candidate) => candidate.name === name);
    if (!folder) throw new Error(`No folder "${name}" to choose`);
    this.form.folderChosen(folder.id);
  }

  async createFolderInForm(name: string) {
    this.form.newFolderClicked();
    this.form.newFolderTyped(name);
    await this.form.newFolderConfirmed();
    await this.settled();
  }

  async typeCampaignName(name: string) {
    this.form.nameTyped(name);
  }

  async chooseDestination(label: string) {
    const id = this.form.availableDestinations.find((candidate) => destinationLabel(candidate) === label);
    if (!id) throw new Error(`The destination "${label}" is not offered`);
    this.form.destinationChosen(id);
  }

  async typePlatformId(label: string, value: string) {
    const rule = this.form.idFields.find((field) => field.label === label);
    if (!rule) throw new Error(`No field "${label}"`);
    this.form.idTyped(rule.field, value);
  }

  async uploadToForm(...fixtures: string[]) {
    await this.form.filesAdded(fixtures.map(fixtureFile));
    await this.settled();
  }

  async creationProblem() {
    return this.form.error ?? this.form.problem;
  }

  async createDisabled() {
    return this.form.submitDisabled;
  }

  async idFieldsAsked() {
    return this.form.idFields.map((field) => field.label);
  }

  async multiChannelOffered() {
    return this.form.showMultiChannelToggle;
  }

  async setMultiChannel(on: boolean) {
    this.form.multiChannelToggled(on);
  }

  async multiChannelChoice() {
    return { on: this.form.multiChannel, chosen: this.form.destinations.map(destinationLabel) };
  }

  async formFiles() {
    return this.form.files.items.map((item) => `${item.name} ${this.form.files.sizeText(item)}`);
  }

  async submitCreation() {
    await this.form.submitted();
    await this.settled();
    const leaveTo = this.form.leaveTo;
    if (leaveTo?.startsWith('/campaigns')) await this.openCampaigns(leaveTo);
  }

  async creationScreenText() {
    if (this.form.noAccount) return 'Please select an account to create campaigns.';
    if (!this.form.mayCreate) return 'You do not have permission to create campaigns';
    return 'Create New Campaign';
  }

  async openCampaignPage(path: string) {
    this.detail?.dispose();
    this.detail = (await this.screens()).createCampaignDetail((url) => this.opened.push(url));
    await this.detail.opened(path.split('/')[2]);
    await this.settled();
  }

  async campaignPageText() {
    const page = this.page;
    return [
      page.problem?.title,
      page.problem?.text,
      page.showProcessingMessage ? 'Sure. Processing campaign now.' : '',
      page.campaign?.name,
    ]
      .filter(Boolean)
      .join('\n');
  }

  async stages() {
    return this.page.stages.map((stage) => `${stage.label}: ${STATE_WORDS[stage.state]}`);
  }

  async overall() {
    return this.page.indicator;
  }

  async platformLinks() {
    return this.page.platformLinks.length;
  }

  async statusBadge() {
    const { campaignStatusLabel } = await import('../../../src/core/domain/campaigns/status-badge');
    return campaignStatusLabel(this.page.campaign?.status);
  }

  async stopRun() {
    await this.page.actions.stopClicked();
    await this.settled();
  }

  async uploadCreatives(fixture: string) {
    this.page.actions.creatives.filesPicked([fixtureFile(fixture)]);
    await this.page.actions.creativesUploadClicked();
    await this.settled();
  }

  async creativeButton() {
    return this.page.actions.creativeButton;
  }

  async acceptedCreatives() {
    return this.page.actions.creatives.accepted.join(', ');
  }

  async creativeTypes() {
    return this.page.actions.creatives.typeChoices.map((choice) => choice.label);
  }

  async startDisabled() {
    return this.page.startDisabled;
  }

  async activityTypes() {
    return this.page.messages.map((message) => message.message_type);
  }

  async readOnly() {
    return !this.page.mayWrite;
  }

  async pass(ms: number) {
    await this.driver.wait(ms);
    await this.settled();
  }

  dispose() {
    this.folders?.dispose();
    this.campaigns?.dispose();
    this.detail?.dispose();
  }
}
