import { interaction } from '../../interactions/Interaction';
import type { UserChange } from '../admin-words';
import { onTheAdmin } from '../drivers';

/** Opens a user's editor, fills what is given, then saves. */
export const editTheUser = (email: string, change: UserChange) =>
  interaction(
    `edit the user ${email}`,
    onTheAdmin({
      async viewModel(admin) {
        const { users, form } = admin.editorOf(email);
        if (change.role !== undefined) form.changed({ roleId: admin.roleId(change.role) });
        if (change.accounts) {
          const ids = change.accounts.map(
            (name) => users.accounts.value.find((a) => a.name === name)?.id ?? name,
          );
          // The dialog offers checkboxes for an Admin, one select otherwise.
          const checkboxes = users.view.fields?.(form).some((field) => field.kind === 'checklist');
          form.changed(checkboxes ? { accountIds: ids } : { accountId: ids[0] ?? '' });
        }
        if (change.status) form.changed({ status: change.status === 'Inactive' ? 'inactive' : 'active' });
        await users.collection.formSubmitted();
        await admin.pause();
      },
      async browser(admin) {
        const dialog = await admin.opensDialog(
          admin.page.getByRole('button', { name: `Edit role of ${email}` }),
        );
        if (change.role !== undefined)
          await dialog.getByLabel('Role').selectOption(change.role ? { label: change.role } : { value: '' });
        if (change.accounts) {
          const checkboxes = dialog.getByRole('checkbox');
          if (await checkboxes.count()) {
            for (const box of await checkboxes.all()) {
              const name = ((await box.locator('xpath=..').textContent()) ?? '').trim();
              await box.setChecked(change.accounts.includes(name));
            }
          } else
            await dialog
              .getByLabel('Account')
              .selectOption(change.accounts[0] ? { label: change.accounts[0] } : '');
        }
        if (change.status) await dialog.getByLabel('Status').selectOption({ label: change.status });
        await dialog.getByRole('button', { name: 'Save Changes' }).click();
        await admin.saved();
      },
    }),
  );
