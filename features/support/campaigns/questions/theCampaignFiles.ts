import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** The names of the files the campaign was created with, as its "Uploaded files" list shows them. */
export const theCampaignFiles = () =>
  question(
    "the campaign's uploaded files",
    onTheCampaignPage({
      async viewModel({ page }) {
        return (page.campaign?.files ?? []).map((file) => file.name);
      },
      browser: ({ page }) =>
        page
          .getByRole('region', { name: 'Uploaded files' })
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => item.querySelector('span')?.textContent ?? '')),
    }),
  );
