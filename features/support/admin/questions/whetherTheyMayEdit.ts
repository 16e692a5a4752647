import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** Whether the Users tab offers to edit the user's role and accounts (spec 3 §5). */
export const whetherTheyMayEdit = (email: string) =>
  question(
    `whether they may edit ${email}`,
    onTheAdmin({
      async viewModel(admin) {
        return admin.dashboard.tab('users').mayEdit(admin.user(email));
      },
      async browser(admin) {
        await admin.page.getByRole('row').filter({ hasText: email }).waitFor();
        return (await admin.page.getByRole('button', { name: `Edit role of ${email}` }).count()) > 0;
      },
    }),
  );
