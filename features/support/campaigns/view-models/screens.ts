import type { CampaignScreenName, CampaignScreens } from '../../../../src/ui/campaigns/CampaignScreens';
import type { MoveToFolder } from '../../../../src/ui/campaigns/common/MoveToFolder';
import { CampaignScreensFeature } from '../../../../src/ui/campaigns/common/useCampaignScreen';
import { SEARCH_DEBOUNCE_MS } from '../../../../src/ui/kit/collection/PagedList';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';

/** A campaign screen's view model factory in the scenario's system (loaded on first use, as its route does). */
export function campaignScreen<Name extends CampaignScreenName>(
  driver: UseTheViewModels,
  screen: Name,
): Promise<CampaignScreens[Name]> {
  return driver.feature(CampaignScreensFeature)(screen);
}

/** Simulated time for a typed search to pass the list's debounce and be asked for. */
export const SEARCH_SETTLES_MS = SEARCH_DEBOUNCE_MS + 100;

/** Picks the folder by name in an open "Move to folder" dialog and presses Move. */
export async function chooseAndMove(move: MoveToFolder, folder: string): Promise<void> {
  const chosen = move.folders.find((candidate) => candidate.name === folder);
  if (!chosen) throw new Error(`"Move to folder" offers no folder "${folder}"`);
  move.folderChosen(chosen.id);
  await move.confirmed();
}
