import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Add Permission: a key and a name. */
export const createAPermission = (key: string, name: string) =>
  interaction(
    `create the permission ${key}`,
    onTheAdmin({
      async viewModel(admin) {
        const permissions = admin.dashboard.tab('permissions');
        permissions.view.add?.pressed();
        permissions.collection.form?.changed({ key, name });
        await permissions.collection.formSubmitted();
        await admin.pause();
      },
      async browser(admin) {
        await admin.opensDialog(admin.page.getByRole('button', { name: 'Add Permission' }));
        await admin.dialog().getByLabel('Key').fill(key);
        await admin.dialog().getByLabel('Name').fill(name);
        await admin.dialog().getByRole('button', { name: 'Add Permission' }).click();
        await admin.saved();
      },
    }),
  );
