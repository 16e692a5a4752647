import type { RoleValues } from '../../../../src/ui/admin/roles/roles.resource';
import type { EntityForm } from '../../../../src/ui/kit/form/EntityForm';
import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/**
 * The line the Add Role form's Permissions list shows in place of permissions to grant (none when
 * it offers some). The form is closed again afterwards.
 */
export const whatANewRoleSaysOfPermissions = () =>
  question(
    'what the Add Role form says in place of permissions',
    onTheAdmin({
      async viewModel(admin) {
        const roles = admin.dashboard.tab('roles');
        await roles.view.add?.pressed();
        const form = roles.collection.form as EntityForm<RoleValues> | null;
        if (!form) throw new Error('Add Role opened no form');
        const list = roles.view.fields?.(form).find((field) => field.kind === 'checklist');
        roles.collection.formClosed();
        if (list?.kind !== 'checklist') throw new Error('The Add Role form has no Permissions list');
        return list.choices.length === 0 ? (list.empty ?? null) : null;
      },
      async browser(admin) {
        await admin.loaded();
        const dialog = await admin.opensDialog(
          admin.page.getByRole('button', { name: 'Add Role', exact: true }),
        );
        const line = dialog.getByRole('group', { name: 'Permissions' }).locator('p');
        const said = (await line.count()) ? ((await line.first().textContent()) ?? '').trim() : null;
        await admin.page.keyboard.press('Escape');
        return said;
      },
    }),
  );
