import { interaction } from '../../interactions/Interaction';
import { onTheCreationForm } from '../drivers';

/** Presses Cancel on "Create New Campaign". */
export const cancelTheCreation = () =>
  interaction(
    'cancel the campaign creation',
    onTheCreationForm({
      async viewModel({ form }) {
        form.cancelled();
      },
      async browser({ page }) {
        await page.getByRole('button', { name: 'Cancel', exact: true }).click();
        await page.waitForURL((url) => url.pathname !== '/campaign/new');
      },
    }),
  );
