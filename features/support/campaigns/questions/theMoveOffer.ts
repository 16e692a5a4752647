import { question } from '../../questions/Question';
import { onTheFolders } from '../drivers';

/** The offer beside a refused folder delete to move the folder's campaigns, or null. */
export const theMoveOffer = () =>
  question(
    'the offer to move the campaigns',
    onTheFolders({
      viewModel: async ({ folders }) => folders.moveOffer?.text ?? null,
      async browser(folders) {
        const link = folders.moveOffer();
        return (await link.count()) ? (await link.innerText()).trim() : null;
      },
    }),
  );
