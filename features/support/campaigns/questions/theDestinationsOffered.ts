import { question } from '../../questions/Question';
import { onTheCreationForm } from '../drivers';

/** The destination ids the creation form offers (the values of its Destination choices), in order. */
export const theDestinationsOffered = () =>
  question(
    'the destinations offered',
    onTheCreationForm<string[]>({
      async viewModel({ form }) {
        return [...form.availableDestinations];
      },
      async browser({ page }) {
        const values = await page
          .getByRole('combobox', { name: 'Destination' })
          .locator('option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
        // The first choice is the blank "Select a destination".
        return values.filter(Boolean);
      },
    }),
  );
