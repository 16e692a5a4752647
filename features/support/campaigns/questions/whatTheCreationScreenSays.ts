import { question } from '../../questions/Question';
import { onTheCreationForm } from '../drivers';

/** What the creation screen says: its title, or why there is no form. */
export const whatTheCreationScreenSays = () =>
  question(
    'what the creation screen says',
    onTheCreationForm({
      async viewModel({ form }) {
        if (form.noAccount) return 'Please select an account to create campaigns.';
        if (!form.mayCreate) return 'You do not have permission to create campaigns';
        return 'Create New Campaign';
      },
      async browser({ page }) {
        return (await page.locator('main').innerText()).trim();
      },
    }),
  );
