import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Opens a user's editor and picks a role, without saving. */
export const chooseTheRoleOf = (email: string, role: string) =>
  interaction(
    `choose the role ${role} for ${email}`,
    onTheAdmin({
      async viewModel(admin) {
        admin.editorOf(email).form.changed({ roleId: admin.roleId(role) });
      },
      async browser(admin) {
        await admin.opensDialog(admin.page.getByRole('button', { name: `Edit role of ${email}` }));
        await admin.dialog().getByLabel('Role').selectOption({ label: role });
      },
    }),
  );
