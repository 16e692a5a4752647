import { interaction } from '../../interactions/Interaction';
import { onTheFolders } from '../drivers';

/** Follows the offer beside a refused delete to the folder's campaigns. */
export const followTheMoveOffer = () =>
  interaction(
    'follow the offer to move them',
    onTheFolders({
      async viewModel(folders) {
        const offer = folders.folders.moveOffer;
        if (!offer) throw new Error('The folders page offers no move');
        await folders.list.show(offer.address);
      },
      async browser(folders) {
        await folders.moveOffer().click();
        await folders.page.waitForURL((url) => url.pathname === '/campaigns');
        await folders.list.listShown();
      },
    }),
  );
