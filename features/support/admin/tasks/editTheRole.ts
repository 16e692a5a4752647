import type { RoleValues } from '../../../../src/ui/admin/roles/roles.resource';
import type { EntityForm } from '../../../../src/ui/kit/form/EntityForm';
import type { ScenarioSeed } from '../../abilities/ScenarioSeed';
import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/**
 * Edit Role: a new name and more permissions granted, then Update Role; `meanwhile` happens in
 * the demo backend between ticking the permissions and saving (another admin at work).
 */
export const editTheRole = (
  role: string,
  change: { name: string; permissions: string[] },
  meanwhile?: ScenarioSeed,
) =>
  interaction(
    `edit the role ${role}`,
    onTheAdmin({
      async viewModel(admin) {
        const roles = admin.dashboard.tab('roles');
        const row = roles.collection.list.all.find((candidate) => candidate.name === role);
        if (!row) throw new Error(`No role ${role}`);
        const opening = roles.view.buttons?.find((button) => button.label === 'Edit')?.pressed(row);
        await admin.pause();
        await opening;
        const form = roles.collection.form as EntityForm<RoleValues>;
        form.changed({ name: change.name });
        for (const key of change.permissions) {
          const permission = roles.permissions.value.find((candidate) => candidate.key === key);
          if (permission) form.toggled('permissionIds', permission.id, true);
        }
        if (meanwhile) await admin.app.seed(meanwhile, { reload: false });
        await roles.collection.formSubmitted();
        await admin.pause();
      },
      async browser(admin) {
        const dialog = await admin.opensDialog(admin.page.getByRole('button', { name: `Edit role ${role}` }));
        await dialog.getByLabel('Role Name').fill(change.name);
        for (const key of change.permissions)
          await dialog.getByRole('checkbox', { name: new RegExp(key) }).check();
        if (meanwhile) await admin.app.seed(meanwhile, { reload: false });
        await dialog.getByRole('button', { name: 'Update Role' }).click();
        await admin.saved();
      },
    }),
  );
