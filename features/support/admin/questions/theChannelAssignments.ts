import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** The account channel assignments, as "<channel> for <account>". */
export const theChannelAssignments = () =>
  question(
    'the channel assignments',
    onTheAdmin({
      async viewModel(admin) {
        const { assignments } = admin.dashboard.tab('channels');
        return assignments.collection.rows.map((row) => `${row.channelName} for ${row.accountName}`);
      },
      async browser(admin) {
        const table = admin.page.getByRole('table', { name: 'Account channel assignments' });
        const lines: string[] = [];
        for (const row of await table.locator('tbody tr').all()) {
          const cells = (await row.locator('td').allTextContents()).map((text) => text.trim());
          lines.push(`${cells[1]} for ${cells[0]}`);
        }
        return lines;
      },
    }),
  );
