import { question } from '../../questions/Question';
import { firstCells } from '../browser/page-helpers';
import { onTheFolders } from '../drivers';

/** The names of the folders shown, in their order. */
export const theFolders = () =>
  question(
    'the folders shown',
    onTheFolders({
      viewModel: async ({ folders }) => folders.rows.map((row) => row.name),
      browser: ({ page }) => firstCells(page),
    }),
  );
