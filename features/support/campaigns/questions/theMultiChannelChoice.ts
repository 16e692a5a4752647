import { destinationLabel } from '../../../../src/core/domain/campaigns/destinations';
import { question } from '../../questions/Question';
import { onTheCreationForm } from '../drivers';

/** Whether multi-channel mode is on, and the platforms chosen in it. */
export const theMultiChannelChoice = () =>
  question(
    'the multi-channel choice',
    onTheCreationForm({
      async viewModel({ form }) {
        return { on: form.multiChannel, chosen: form.destinations.map(destinationLabel) };
      },
      async browser(creation) {
        const on = (await creation.multiChannel().getAttribute('aria-checked')) === 'true';
        const chosen: string[] = [];
        if (on)
          for (const box of await creation.page
            .getByRole('group', { name: 'Destinations' })
            .getByRole('checkbox')
            .all())
            if (await box.isChecked()) chosen.push((await box.locator('xpath=..').innerText()).trim());
        return { on, chosen };
      },
    }),
  );
