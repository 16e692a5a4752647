import type { CreateCampaignViewModel } from '../../../../src/ui/campaigns/create/CreateCampaignViewModel';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';
import { campaignScreen } from './screens';
import type { ViewModelCampaignList } from './ViewModelCampaignList';

/** The thin driver of "Create New Campaign" through its view model. */
export class ViewModelCampaignCreation {
  private creation: CreateCampaignViewModel | null = null;

  constructor(
    readonly app: UseTheViewModels,
    /** The list the app lands on after a creation. */
    readonly list: ViewModelCampaignList,
  ) {}

  /** The open creation form's view model. */
  get form(): CreateCampaignViewModel {
    if (!this.creation) throw new Error('The creation form is not open');
    return this.creation;
  }

  /** Builds the form as the app does and opens it. */
  async show() {
    this.creation = (await campaignScreen(this.app, 'creation'))();
    await this.creation.opened();
    await this.app.settled();
  }

  settled() {
    return this.app.settled();
  }
}
