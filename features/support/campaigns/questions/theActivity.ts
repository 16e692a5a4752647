import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** The types of the campaign's activity entries, in order. */
export const theActivity = () =>
  question(
    "the campaign's activity",
    onTheCampaignPage({
      async viewModel({ page }) {
        return page.messages.map((message) => message.type);
      },
      browser: (campaign) =>
        campaign
          .activity()
          .locator('li')
          .evaluateAll((items) =>
            items.map((item) => item.querySelector('div span:nth-child(2)')?.textContent ?? ''),
          ),
    }),
  );
