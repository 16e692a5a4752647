import { destinationLabel } from '../../../../src/core/domain/campaigns/destinations';
import { interaction } from '../../interactions/Interaction';
import { onTheCreationForm } from '../drivers';

/** Chooses the platform the campaign is for ("DV360", …). */
export const chooseTheDestination = (label: string) =>
  interaction(
    `choose the destination ${label}`,
    onTheCreationForm({
      async viewModel({ form }) {
        const id = form.availableDestinations.find((candidate) => destinationLabel(candidate) === label);
        if (!id) throw new Error(`The destination "${label}" is not offered`);
        form.destinationChosen(id);
      },
      async browser({ page }) {
        await page.getByRole('combobox', { name: 'Destination' }).selectOption({ label });
      },
    }),
  );
