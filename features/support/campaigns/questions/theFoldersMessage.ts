import { question } from '../../questions/Question';
import { onTheFolders } from '../drivers';

/** What the folders page says went wrong (a refused delete, a failed load, no account), or null. */
export const theFoldersMessage = () =>
  question(
    'what the folders page says',
    onTheFolders({
      viewModel: async ({ folders }) => folders.actions.error ?? folders.loadError ?? folders.noAccount,
      async browser({ page }) {
        const alert = page.getByRole('alert');
        return (await alert.count()) ? (await alert.first().innerText()).trim() : null;
      },
    }),
  );
