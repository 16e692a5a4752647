import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** The creative types offered, or none. */
export const theCreativeTypes = () =>
  question(
    'the creative types offered',
    onTheCampaignPage({
      async viewModel(campaign) {
        return campaign.creatives.typeChoices.map((choice) => choice.label);
      },
      async browser({ page }) {
        const select = page.getByRole('combobox', { name: 'Creative type' });
        return (await select.count())
          ? (await select.locator('option').allInnerTexts()).map((text) => text.trim())
          : [];
      },
    }),
  );
