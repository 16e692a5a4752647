import { interaction } from '../../interactions/Interaction';
import { onTheCreationForm } from '../drivers';

/** Gives the new campaign its name. */
export const nameTheCampaign = (name: string) =>
  interaction(
    `name the campaign ${name}`,
    onTheCreationForm({
      async viewModel({ form }) {
        form.nameTyped(name);
      },
      async browser({ page }) {
        await page.getByRole('textbox', { name: 'Campaign name' }).fill(name);
      },
    }),
  );
