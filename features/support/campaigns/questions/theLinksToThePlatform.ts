import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** How many links the page has to the campaign on the platform. */
export const theLinksToThePlatform = () =>
  question(
    'the links to the platform campaign',
    onTheCampaignPage({
      async viewModel({ page }) {
        return page.runView.platformLinks.length;
      },
      browser: ({ page }) => page.getByRole('link', { name: /on the platform/ }).count(),
    }),
  );
