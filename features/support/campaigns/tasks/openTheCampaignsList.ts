import { interaction } from '../../interactions/Interaction';
import { onTheCampaignsList } from '../drivers';

/** Opens /campaigns, or the list at the given address ("/campaigns?folderId=…"). */
export const openTheCampaignsList = (address = '/campaigns') =>
  interaction(
    `open the campaigns at ${address}`,
    onTheCampaignsList({
      viewModel: (list) => list.show(address),
      browser: (list) => list.show(address),
    }),
  );
