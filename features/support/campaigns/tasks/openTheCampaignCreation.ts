import { interaction } from '../../interactions/Interaction';
import { goTo } from '../browser/page-helpers';
import { onTheCreationForm } from '../drivers';

/** Opens "Create New Campaign", with its options loaded or the reason there is no form. */
export const openTheCampaignCreation = () =>
  interaction(
    'open the campaign creation',
    onTheCreationForm({
      viewModel: (creation) => creation.show(),
      async browser({ page }) {
        await goTo(page, '/campaign/new');
        await page.getByRole('heading', { name: 'Create New Campaign' }).waitFor();
        // The folders and the multi-channels setting come together.
        const folders = page.getByRole('combobox', { name: 'Folder' });
        await folders
          .or(page.getByText(/do not have permission|select an account/))
          .first()
          .waitFor();
        if (await folders.count()) await folders.locator('option').nth(1).waitFor({ state: 'attached' });
      },
    }),
  );
