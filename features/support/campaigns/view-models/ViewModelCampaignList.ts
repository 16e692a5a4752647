import type { CampaignsListViewModel } from '../../../../src/ui/campaigns/list/CampaignsListViewModel';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';
import { campaignScreen } from './screens';

/** The thin driver of /campaigns through its view model. */
export class ViewModelCampaignList {
  private screen: CampaignsListViewModel | null = null;

  constructor(readonly app: UseTheViewModels) {}

  /** The open list's view model, or null before the list was opened. */
  get shown(): CampaignsListViewModel | null {
    return this.screen;
  }

  /** The open list's view model. */
  get campaigns(): CampaignsListViewModel {
    if (!this.screen) throw new Error('The campaigns are not open');
    return this.screen;
  }

  /** A campaign the list shows, by its name. */
  campaignNamed(name: string) {
    const campaign = this.campaigns.rows.find((row) => row.name === name);
    if (!campaign) throw new Error(`No campaign "${name}" shown`);
    return campaign;
  }

  /** Builds the list as the app does and opens it at the address (its query: folder, search…). */
  async show(address = '/campaigns') {
    this.screen?.dispose();
    this.screen = (await campaignScreen(this.app, 'campaigns'))();
    const query = Object.fromEntries(new URL(address, 'http://sidekick.test').searchParams.entries());
    await this.screen.opened(query);
    await this.app.settled();
  }

  settled() {
    return this.app.settled();
  }

  dispose() {
    this.screen?.dispose();
  }
}
