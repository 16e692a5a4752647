import { use } from 'react';
import { useViewModels } from '../../app/ViewModelsContext';
import type { CampaignScreenName, CampaignScreens } from '../CampaignScreens';

/** The factory of one campaign screen's view model; suspends while that screen's module loads. */
export function useCampaignScreen<Name extends CampaignScreenName>(screen: Name): CampaignScreens[Name] {
  return use(useViewModels().loadCampaignScreen(screen));
}
