import { interaction } from '../../interactions/Interaction';
import { onTheCreationForm } from '../drivers';

/** Turns multi-channel mode on or off. */
export const switchMultiChannel = (on: boolean) =>
  interaction(
    `turn ${on ? 'on' : 'off'} multi-channel mode`,
    onTheCreationForm({
      async viewModel({ form }) {
        form.multiChannelToggled(on);
      },
      async browser(creation) {
        const toggle = creation.multiChannel();
        if (((await toggle.getAttribute('aria-checked')) === 'true') !== on) await toggle.click();
        await creation.page.locator(`[role="switch"][aria-checked="${on}"]`).waitFor();
      },
    }),
  );
