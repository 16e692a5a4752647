import { use } from 'react';
import { feature, useFeature } from '../../app/features';
import type { CampaignScreenName, CampaignScreens, LoadCampaignScreen } from '../CampaignScreens';

/** The campaign routes' view model factories, each loaded with its route. */
export const CampaignScreensFeature = feature<LoadCampaignScreen>('campaign screens');

/** The factory of one campaign screen's view model; suspends while that screen's module loads. */
export function useCampaignScreen<Name extends CampaignScreenName>(screen: Name): CampaignScreens[Name] {
  return use(useFeature(CampaignScreensFeature)(screen));
}
