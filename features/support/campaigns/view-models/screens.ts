import type { CampaignScreenName, CampaignScreens } from '../../../../src/ui/campaigns/CampaignScreens';
import { CampaignScreensFeature } from '../../../../src/ui/campaigns/common/useCampaignScreen';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';

/** A campaign screen's view model factory in the scenario's system (loaded on first use, as its route does). */
export function campaignScreen<Name extends CampaignScreenName>(
  driver: UseTheViewModels,
  screen: Name,
): Promise<CampaignScreens[Name]> {
  return driver.feature(CampaignScreensFeature)(screen);
}
