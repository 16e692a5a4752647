import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** The Status cell of a user. */
export const theStatusOf = (email: string) =>
  question(
    `the status of ${email}`,
    onTheAdmin({
      async viewModel(admin) {
        return admin.user(email).isDeleted ? 'Inactive' : 'Active';
      },
      async browser(admin) {
        const row = admin.page.getByRole('row').filter({ hasText: email });
        return ((await row.locator('td').nth(5).textContent()) ?? '').trim();
      },
    }),
  );
