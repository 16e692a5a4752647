import { question } from '../../questions/Question';
import { onTheCreationForm } from '../drivers';

const ID_FIELD = /ID$/;

/** The platform ids the creation form asks for ("Advertiser ID", …). */
export const theIdsAskedFor = () =>
  question(
    'the ids the creation form asks for',
    onTheCreationForm({
      async viewModel({ form }) {
        return form.idFields.map((field) => field.label);
      },
      async browser({ page }) {
        const labels = await page.locator('form label').allInnerTexts();
        return labels.map((label) => label.trim()).filter((label) => ID_FIELD.test(label));
      },
    }),
  );
