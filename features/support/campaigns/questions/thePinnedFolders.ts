import { question } from '../../questions/Question';
import { tableIdle } from '../browser/page-helpers';
import { onTheFolders } from '../drivers';

/** The names of the folders shown with a pin. */
export const thePinnedFolders = () =>
  question(
    'the pinned folders',
    onTheFolders({
      viewModel: async ({ folders }) => folders.rows.filter((row) => row.isPinned).map((row) => row.name),
      async browser({ page }) {
        await tableIdle(page);
        const rows = page
          .getByRole('table')
          .locator('tbody tr')
          .filter({ has: page.getByRole('img', { name: 'Pinned' }) });
        return (await rows.locator('td:first-child').allInnerTexts()).map((text) =>
          text.replace('📌', '').trim(),
        );
      },
    }),
  );
