import type { UserEditorValues } from '../../../../src/ui/admin/users/user-editor';
import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** The accounts chosen in the open user editor. */
export const theAccountsInTheUserEditor = () =>
  question(
    'the accounts chosen in the user editor',
    onTheAdmin({
      async viewModel(admin) {
        const users = admin.dashboard.tab('users');
        const form = users.collection.form as { values: UserEditorValues } | null;
        return (form?.values.accountIds ?? []).map(
          (id) => users.accounts.value.find((account) => account.id === id)?.name ?? id,
        );
      },
      async browser(admin) {
        const select = admin.dialog().getByLabel('Account');
        return [(await select.locator('option:checked').textContent()) ?? ''];
      },
    }),
  );
