import { question } from '../../questions/Question';
import { onTheCreationForm } from '../drivers';

/** Whether Create Campaign may be pressed. */
export const whetherTheyMayCreate = () =>
  question(
    'whether Create Campaign may be pressed',
    onTheCreationForm({
      async viewModel({ form }) {
        return !form.submitDisabled;
      },
      async browser({ page }) {
        return !(await page.getByRole('button', { name: 'Create Campaign' }).isDisabled());
      },
    }),
  );
