import { question } from '../../questions/Question';
import { onTheOrchestrations } from '../drivers';

/** "Messages Per Action" as the bars show it: "chat 40 at 100%", in the page's order. */
export const theActionBars = () =>
  question(
    "the status page's messages per action",
    onTheOrchestrations<string[]>({
      async viewModel({ status }) {
        return status.actionBars.map((bar) => `${bar.action} ${bar.count} at ${bar.widthPercent}%`);
      },
      async browser({ page }) {
        const bars = await page.locator('section[aria-labelledby="messages-per-action"] li').all();
        return Promise.all(
          bars.map(async (bar) => {
            const [action, count] = await bar.locator(':scope > span:not([aria-hidden])').allInnerTexts();
            const width = await bar.locator('[aria-hidden] > span').evaluate((fill) => fill.style.width);
            return `${action} ${count} at ${width}`;
          }),
        );
      },
    }),
  );

/** A row of "Recent Activity": its four columns and the full time its date shows on hover. */
export interface ActivityRowSeen {
  date: string;
  fullTime: string;
  chat: string;
  user: string;
  action: string;
}

/** The rows of the status page's "Recent Activity". */
export const theRecentActivity = () =>
  question(
    "the status page's recent activity",
    onTheOrchestrations<ActivityRowSeen[]>({
      async viewModel({ status }) {
        return status.activity.map((row) => ({
          date: row.when,
          fullTime: row.fullTime,
          chat: row.chat,
          user: row.user,
          action: row.action,
        }));
      },
      async browser({ page }) {
        const rows = await page.getByRole('table', { name: 'Recent Activity' }).locator('tbody tr').all();
        return Promise.all(
          rows.map(async (row) => {
            const cells = (await row.locator('td').allInnerTexts()).map((cell) => cell.trim());
            return {
              date: cells[0] ?? '',
              fullTime: (await row.locator('time').getAttribute('title')) ?? '',
              chat: cells[1] ?? '',
              user: cells[2] ?? '',
              action: cells[3] ?? '',
            };
          }),
        );
      },
    }),
  );
