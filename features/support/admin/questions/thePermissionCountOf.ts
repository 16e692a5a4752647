import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** The Permissions count of a role's row. */
export const thePermissionCountOf = (role: string) =>
  question(
    `the permissions of ${role}`,
    onTheAdmin({
      async viewModel(admin) {
        const roles = admin.dashboard.tab('roles').collection.list.all;
        return roles.find((candidate) => candidate.name === role)?.permissionCount ?? -1;
      },
      async browser(admin) {
        const table = admin.page.getByRole('table', { name: 'Roles' });
        const row = table.getByRole('row').filter({ hasText: role });
        return Number(((await row.locator('td').nth(3).textContent()) ?? '').trim());
      },
    }),
  );
