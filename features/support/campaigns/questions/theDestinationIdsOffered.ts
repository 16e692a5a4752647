import { question } from '../../questions/Question';
import { onTheCreationForm } from '../drivers';

/** The destination ids the creation form offers (the values behind its labels), in order. */
export const theDestinationIdsOffered = () =>
  question(
    'the destination ids offered',
    onTheCreationForm({
      async viewModel({ form }) {
        return [...form.availableDestinations];
      },
      async browser(creation) {
        return creation.page
          .locator('select#destination option')
          .evaluateAll((options) =>
            (options as HTMLOptionElement[]).map((option) => option.value).filter((value) => value !== ''),
          );
      },
    }),
  );
