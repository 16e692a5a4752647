import { use } from 'react';
import { useViewModels } from '../../app/ViewModelsContext';
import type { CampaignScreens } from '../CampaignScreens';

/** The campaign routes' view models; suspends while their module loads. */
export function useCampaignScreens(): CampaignScreens {
  return use(useViewModels().loadCampaignScreens());
}
