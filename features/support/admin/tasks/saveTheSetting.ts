import { interaction } from '../../interactions/Interaction';
import { onTheAccounts } from '../drivers';

/** Edits a setting, or adds it when the account has none by that key. */
export const saveTheSetting = (key: string, value: string) =>
  interaction(
    `save the setting ${key}`,
    onTheAccounts({
      async viewModel(accounts) {
        const { collection, view } = accounts.settings;
        const existing = accounts.setting(key);
        if (existing) view.buttons?.find((button) => button.label === 'Edit')?.pressed(existing);
        else view.add?.pressed();
        collection.form?.changed(existing ? { value } : { key, value });
        await collection.formSubmitted();
        await accounts.admin.pause();
      },
      async browser(accounts) {
        const edit = accounts.page.getByRole('button', { name: `Edit setting ${key}`, exact: true });
        if (key && (await edit.count())) await accounts.admin.opensDialog(edit);
        else {
          await accounts.admin.opensDialog(accounts.page.getByRole('button', { name: 'Add Setting' }));
          await accounts.admin.dialog().getByLabel('Key').fill(key);
        }
        await accounts.admin.dialog().getByLabel('Value').fill(value);
        await accounts.admin.dialog().getByRole('button', { name: 'Save Setting' }).click();
        await accounts.admin.saved();
      },
    }),
  );
