import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** Whether a permission (by key) offers Edit and Delete. */
export const whetherThePermissionIsEditable = (key: string) =>
  question(
    `whether the permission ${key} is editable`,
    onTheAdmin({
      async viewModel(admin) {
        const permissions = admin.dashboard.tab('permissions');
        const permission = permissions.collection.list.all.find((candidate) => candidate.key === key);
        if (!permission) throw new Error(`No permission ${key}`);
        return admin.button(permissions, 'Edit', permission).shown;
      },
      async browser(admin) {
        return (await admin.page.getByRole('button', { name: `Edit permission ${key}` }).count()) > 0;
      },
    }),
  );
