import { humanSize } from '../../../../src/core/domain/campaigns/file-size';
import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** The campaign page's uploaded files, each with its size and whether it offers a download: "io.pdf 1.5 KB Download". */
export const theCampaignFileRows = () =>
  question(
    "the campaign page's file rows",
    onTheCampaignPage<string[]>({
      async viewModel({ page }) {
        // The page lists each file with its size and a Download button.
        return (page.campaign?.files ?? []).map((file) => `${file.name} ${humanSize(file.size)} Download`);
      },
      async browser({ page }) {
        const items = await page.getByRole('region', { name: 'Uploaded files' }).getByRole('listitem').all();
        return Promise.all(
          items.map(async (item) => {
            const parts = await item.locator(':scope > *').allInnerTexts();
            return parts.map((part) => part.trim()).join(' ');
          }),
        );
      },
    }),
  );
