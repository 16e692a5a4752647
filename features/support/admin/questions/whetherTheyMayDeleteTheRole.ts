import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** Whether the Delete button of a role can be pressed. */
export const whetherTheyMayDeleteTheRole = (name: string) =>
  question(
    `whether they may delete the role ${name}`,
    onTheAdmin({
      async viewModel(admin) {
        const roles = admin.dashboard.tab('roles');
        const role = roles.collection.list.all.find((candidate) => candidate.name === name);
        if (!role) throw new Error(`No role ${name}`);
        return admin.button(roles, 'Delete', role).enabled;
      },
      async browser(admin) {
        return admin.page.getByRole('button', { name: `Delete role ${name}` }).isEnabled();
      },
    }),
  );
