import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/**
 * How a user's editor lays out its choices, one line each: 'Role: one of', 'Accounts: several of'
 * or 'Account: one of', 'Status: Active, Inactive'. The editor is closed again.
 */
export interface UserEditorSeen {
  title: string;
  choices: string[];
  buttons: string[];
}

export const theUserEditorOf = (email: string) =>
  question(
    `the user editor of ${email}`,
    onTheAdmin<UserEditorSeen>({
      async viewModel(admin) {
        const { users, form } = admin.editorOf(email);
        const choices = (users.view.fields?.(form) ?? []).flatMap((field) => {
          if (field.kind === 'checklist') return [`${field.legend}: several of`];
          if (field.kind !== 'select') return [];
          return field.name === 'status'
            ? [`${field.label}: ${field.choices.map((choice) => choice.label).join(', ')}`]
            : [`${field.label}: one of`];
        });
        const seen = { title: form.title, choices, buttons: ['Cancel', form.submitLabel] };
        users.collection.formClosed();
        return seen;
      },
      async browser(admin) {
        const dialog = await admin.opensDialog(
          admin.page.getByRole('button', { name: `Edit role of ${email}` }),
        );
        const title = ((await dialog.getByRole('heading').first().textContent()) ?? '').trim();
        const accounts = dialog.getByRole('group', { name: 'Accounts' });
        const statuses = await dialog
          .getByLabel('Status')
          .locator('option:not([value=""])')
          .allTextContents();
        const choices = [
          (await dialog.getByRole('combobox', { name: /^Role/ }).count()) ? 'Role: one of' : '',
          (await accounts.count())
            ? 'Accounts: several of'
            : (await dialog.getByRole('combobox', { name: /^Account(?!s)/ }).count())
              ? 'Account: one of'
              : '',
          `Status: ${statuses.join(', ')}`,
        ].filter(Boolean);
        const buttons = (await dialog.getByRole('button').allTextContents())
          .map((text) => text.trim())
          .filter((text) => text === 'Cancel' || text === 'Save Changes');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        return { title, choices, buttons };
      },
    }),
  );
