import { question } from '../../questions/Question';
import { onTheCampaignsList } from '../drivers';

/** Where the campaigns list's breadcrumb leads back to (a folder's campaigns), or null. */
export const theBreadcrumb = () =>
  question(
    'the breadcrumb',
    onTheCampaignsList({
      viewModel: async ({ campaigns }) => (campaigns.folderName ? 'All Folders' : null),
      async browser({ page }) {
        const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
        return (await nav.count()) ? (await nav.getByRole('link').first().innerText()).trim() : null;
      },
    }),
  );
