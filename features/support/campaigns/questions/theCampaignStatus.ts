import { campaignStatusLabel } from '../../../../src/core/domain/campaigns/status-badge';
import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** The campaign's status badge. */
export const theCampaignStatus = () =>
  question(
    'the campaign status',
    onTheCampaignPage({
      async viewModel({ page }) {
        return campaignStatusLabel(page.campaign?.status);
      },
      async browser({ page }) {
        return (await page.locator('header span').first().innerText()).trim();
      },
    }),
  );
