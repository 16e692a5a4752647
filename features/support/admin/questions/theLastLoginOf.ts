import { lastLogin } from '../../../../src/ui/admin/common/admin-format';
import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** The Last Login cell of a user. */
export const theLastLoginOf = (email: string) =>
  question(
    `the last login of ${email}`,
    onTheAdmin({
      async viewModel(admin) {
        return lastLogin(admin.user(email).lastLogin);
      },
      async browser(admin) {
        const row = admin.page.getByRole('row').filter({ hasText: email });
        return ((await row.locator('td').nth(4).textContent()) ?? '').trim();
      },
    }),
  );
