import type { CampaignScreens } from '../../../../src/ui/campaigns/CampaignScreens';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';

/** The campaign screens' factory of the scenario's system (loaded on first use, as the routes do). */
export function campaignScreens(driver: UseTheViewModels): Promise<CampaignScreens> {
  return driver.viewModels.loadCampaignScreens();
}
