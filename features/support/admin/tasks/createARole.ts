import type { RoleValues } from '../../../../src/ui/admin/roles/roles.resource';
import type { EntityForm } from '../../../../src/ui/kit/form/EntityForm';
import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Add Role: a name and the permissions granted, then Create Role. */
export const createARole = (name: string, permissions: string[]) =>
  interaction(
    `create the role ${name}`,
    onTheAdmin({
      async viewModel(admin) {
        const roles = admin.dashboard.tab('roles');
        roles.view.add?.pressed();
        const form = roles.collection.form as EntityForm<RoleValues>;
        form.changed({ name });
        for (const key of permissions) {
          const permission = roles.permissions.value.find((candidate) => candidate.key === key);
          if (permission) form.toggled('permissionIds', permission.id, true);
        }
        await roles.collection.formSubmitted();
        await admin.pause();
      },
      async browser(admin) {
        await admin.opensDialog(admin.page.getByRole('button', { name: 'Add Role' }).first());
        await admin.dialog().getByLabel('Role Name').fill(name);
        for (const key of permissions) {
          await admin
            .dialog()
            .getByRole('checkbox')
            .and(admin.dialog().locator(`label:has(code:text-is("${key}")) input`))
            .check();
        }
        await admin.dialog().getByRole('button', { name: 'Create Role' }).click();
        await admin.saved();
      },
    }),
  );
