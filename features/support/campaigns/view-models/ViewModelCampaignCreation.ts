import { destinationLabel } from '../../../../src/core/domain/campaigns/destinations';
import type { CreateCampaignViewModel } from '../../../../src/ui/campaigns/create/CreateCampaignViewModel';
import { analysisText } from '../../../../src/ui/campaigns/create/creation-texts';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';
import { fixtureFile } from '../../chat/fixtures';
import type { CampaignCreationAbility, CampaignListAbility } from '../abilities';
import { campaignScreen } from './screens';

/** "Create New Campaign" through its view model. */
export class ViewModelCampaignCreation implements CampaignCreationAbility {
  private creation: CreateCampaignViewModel | null = null;

  constructor(
    private readonly driver: UseTheViewModels,
    private readonly list: CampaignListAbility,
  ) {}

  private get form(): CreateCampaignViewModel {
    if (!this.creation) throw new Error('The creation form is not open');
    return this.creation;
  }

  async openCreation() {
    this.creation = (await campaignScreen(this.driver, 'creation'))();
    await this.creation.opened();
    await this.driver.settled();
  }

  async chooseFolder(name: string) {
    const folder = this.form.folderPicker.folders.find((candidate) => candidate.name === name);
    if (!folder) throw new Error(`No folder "${name}" to choose`);
    this.form.folderPicker.folderChosen(folder.id);
  }

  async createFolderInForm(name: string) {
    this.form.folderPicker.newFolderClicked();
    this.form.folderPicker.newFolderTyped(name);
    await this.form.folderPicker.newFolderConfirmed();
    await this.driver.settled();
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
    await this.driver.settled();
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
    await this.driver.settled();
    const leaveTo = this.form.leaveTo;
    if (leaveTo?.startsWith('/campaigns')) await this.list.openCampaigns(leaveTo);
  }

  async creationScreenText() {
    if (this.form.noAccount) return 'Please select an account to create campaigns.';
    if (!this.form.mayCreate) return 'You do not have permission to create campaigns';
    return 'Create New Campaign';
  }

  async analysisShown() {
    return this.form.analysis ? analysisText(this.form.analysis) : null;
  }
}
