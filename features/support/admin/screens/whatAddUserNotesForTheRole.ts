import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/**
 * The notes the Allowed Users tab's Add User form shows once that initial role is chosen (none:
 * an empty list). The form is closed again afterwards.
 */
export const whatAddUserNotesForTheRole = (role: string) =>
  question(
    `what Add User notes for the role ${role}`,
    onTheAdmin({
      async viewModel(admin) {
        const allowed = admin.dashboard.tab('allowed-users');
        await allowed.view.add?.pressed();
        const form = allowed.collection.form;
        if (!form) throw new Error('Add User opened no form');
        form.changed({ roleId: allowed.roles.value.find((candidate) => candidate.name === role)?.id ?? '' });
        const notes = (allowed.view.fields?.(form as never) ?? []).flatMap((field) =>
          field.kind === 'note' ? [field.text] : [],
        );
        allowed.collection.formClosed();
        return notes;
      },
      async browser(admin) {
        await admin.loaded();
        const dialog = await admin.opensDialog(
          admin.page.getByRole('button', { name: 'Add User', exact: true }),
        );
        await dialog.getByLabel('Initial Role').selectOption({ label: role });
        // A note is the form's only paragraph without a role (errors are alerts).
        const notes = await dialog.locator('form p:not([role])').allTextContents();
        await admin.page.keyboard.press('Escape');
        return notes.map((note) => note.trim());
      },
    }),
  );
