import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** The audit list: who acted as whom, and what they did. */
export const theAuditTrail = () =>
  question(
    'the audit trail',
    onTheAdmin({
      async viewModel(admin) {
        return admin.dashboard.tab('audit').section.collection.rows.map((entry) => ({
          admin: entry.adminEmail,
          target: entry.targetEmail,
          actedAs: entry.actingEmail,
          action: entry.action,
        }));
      },
      async browser(admin) {
        const rows = await admin.page.getByRole('table', { name: 'Audit trail' }).locator('tbody tr').all();
        const entries = [];
        for (const row of rows) {
          const cells = (await row.locator('td').allTextContents()).map((text) => text.trim());
          entries.push({
            admin: cells[1] ?? '',
            target: cells[2] ?? '',
            actedAs: cells[3] ?? '',
            action: cells[4] ?? '',
          });
        }
        return entries;
      },
    }),
  );
