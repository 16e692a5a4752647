import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** The roles the Role select of a user's editor offers, by name; the editor is closed again. */
export const theRolesInTheUserEditorOf = (email: string) =>
  question(
    `the roles offered in the user editor of ${email}`,
    onTheAdmin({
      async viewModel(admin) {
        const { users, form } = admin.editorOf(email);
        const roleSelect = users.view
          .fields?.(form)
          .find((field) => field.kind === 'select' && field.name === 'roleId');
        users.collection.formClosed();
        return roleSelect?.kind === 'select' ? roleSelect.choices.map((choice) => choice.label) : [];
      },
      async browser(admin) {
        await admin.opensDialog(admin.page.getByRole('button', { name: `Edit role of ${email}` }));
        const options = admin.dialog().getByLabel('Role').locator('option:not([value=""])');
        const names = await options.allTextContents();
        await admin.dialog().getByRole('button', { name: 'Cancel' }).click();
        return names;
      },
    }),
  );
