import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** What a user's row says under a column of the Users table (its header). */
export const whatTheUserReadsUnder = (email: string, header: string) =>
  question(
    `what ${email} reads under ${header}`,
    onTheAdmin({
      async viewModel(admin) {
        const column = admin.dashboard
          .tab('users')
          .view.columns.find((candidate) => candidate.header === header);
        if (!column) throw new Error(`No column ${header}`);
        return String(column.text?.(admin.user(email)) ?? '');
      },
      async browser(admin) {
        const table = admin.page.getByRole('table', { name: 'Users' });
        const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
        const row = table.getByRole('row').filter({ hasText: email });
        return ((await row.locator('td').nth(headers.indexOf(header)).textContent()) ?? '').trim();
      },
    }),
  );
