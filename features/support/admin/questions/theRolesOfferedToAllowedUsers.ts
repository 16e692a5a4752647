import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** The roles the Add User form of the allowed list offers. */
export const theRolesOfferedToAllowedUsers = () =>
  question(
    'the roles offered to allowed users',
    onTheAdmin({
      async viewModel(admin) {
        return admin.dashboard
          .tab('allowed-users')
          .roleChoices()
          .map((role) => role.name);
      },
      async browser(admin) {
        await admin.opensDialog(admin.page.getByRole('button', { name: 'Add User' }));
        const options = await admin.dialog().getByLabel('Initial Role').locator('option').allTextContents();
        await admin.dialog().getByRole('button', { name: 'Cancel' }).click();
        return options.slice(1);
      },
    }),
  );
