import { question } from '../../questions/Question';
import { onTheCreationForm } from '../drivers';

/** What the creation form says is missing or wrong, or null. */
export const theCreationProblem = () =>
  question<string | null>(
    'the creation form problem',
    onTheCreationForm({
      async viewModel({ form }) {
        return form.error ?? form.problem;
      },
      async browser({ page }) {
        const hint = page.locator('#create-problem');
        return (await hint.count()) ? (await hint.innerText()).trim() : null;
      },
    }),
  );
