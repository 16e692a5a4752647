import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** The file extensions the creatives picker accepts: ".jpg, .png, …". */
export const theAcceptedCreatives = () =>
  question(
    'the creatives accepted',
    onTheCampaignPage({
      async viewModel(campaign) {
        return campaign.creatives.accepted.join(', ');
      },
      async browser({ page }) {
        const accept = await page.getByLabel(/^Creative files/).getAttribute('accept');
        return (accept ?? '').split(',').join(', ');
      },
    }),
  );
