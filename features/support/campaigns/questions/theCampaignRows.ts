import { question } from '../../questions/Question';
import { tableIdle } from '../browser/page-helpers';
import { onTheCampaignsList } from '../drivers';

/** A campaign row as the list shows it. */
export interface CampaignRowSeen {
  name: string;
  /** The line under the name (the campaign's description); "" when none shows. */
  description: string;
  badge: string;
  folder: string;
  pinned: boolean;
}

/** The rows of the campaigns list's page, in their order. */
export const theCampaignRows = () =>
  question<CampaignRowSeen[]>(
    'the campaign rows',
    onTheCampaignsList({
      async viewModel({ campaigns }) {
        return campaigns.rows.map((row) => ({
          name: row.name,
          description: campaigns.descriptionOf(row),
          badge: campaigns.statusLabel(row),
          folder: row.folderName ?? '',
          pinned: row.isPinned,
        }));
      },
      async browser({ page }) {
        await tableIdle(page);
        const seen: CampaignRowSeen[] = [];
        for (const row of await page.getByRole('table').locator('tbody tr').all()) {
          const cells = await row.locator('td').allInnerTexts();
          seen.push({
            name: (cells[0] ?? '').replace(/\s*Open .*$/s, '').trim(),
            // The description is the line after the row's hidden "Open …" link.
            description: (cells[0] ?? '').match(/Open [^\n]*\n([\s\S]*)$/)?.[1]?.trim() ?? '',
            badge: (cells[1] ?? '').trim(),
            folder: (cells[3] ?? '').trim(),
            pinned: (await row.getByRole('img', { name: 'Pinned' }).count()) > 0,
          });
        }
        return seen;
      },
    }),
  );
