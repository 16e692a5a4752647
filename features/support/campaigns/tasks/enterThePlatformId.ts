import { interaction } from '../../interactions/Interaction';
import { onTheCreationForm } from '../drivers';

/** Enters an id the destination asks for ("Advertiser ID", …). */
export const enterThePlatformId = (label: string, value: string) =>
  interaction(
    `enter ${value} as the ${label}`,
    onTheCreationForm({
      async viewModel({ form }) {
        const rule = form.idFields.find((field) => field.label === label);
        if (!rule) throw new Error(`No field "${label}"`);
        form.idTyped(rule.field, value);
      },
      async browser({ page }) {
        await page.getByRole('textbox', { name: label }).fill(value);
      },
    }),
  );
