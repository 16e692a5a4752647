import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** Whether the Users tab offers to impersonate the user. */
export const whetherTheyMayImpersonate = (email: string) =>
  question(
    `whether they may impersonate ${email}`,
    onTheAdmin({
      async viewModel(admin) {
        return admin.dashboard.tab('users').mayImpersonate(admin.user(email));
      },
      async browser(admin) {
        await admin.page.getByRole('row').filter({ hasText: email }).waitFor();
        return (await admin.page.getByRole('button', { name: `Impersonate ${email}` }).count()) > 0;
      },
    }),
  );
