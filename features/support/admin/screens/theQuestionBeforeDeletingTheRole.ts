import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** What the confirmation asks when Delete is pressed on a role; answered No, so nothing is deleted. */
export const theQuestionBeforeDeletingTheRole = (name: string) =>
  question(
    `the question before deleting the role ${name}`,
    onTheAdmin({
      async viewModel(admin) {
        const roles = admin.dashboard.tab('roles');
        const role = roles.collection.list.all.find((candidate) => candidate.name === name);
        if (!role) throw new Error(`No role ${name}`);
        const { deletion } = roles.collection.actions;
        await roles.view.buttons?.find((button) => button.label === 'Delete')?.pressed(role);
        const asked = deletion.isOpen ? (roles.view.confirm?.question(role) ?? null) : null;
        roles.collection.actions.deleteCancelled();
        return asked;
      },
      async browser(admin) {
        await admin.page.getByRole('button', { name: `Delete role ${name}`, exact: true }).click();
        const dialog = admin.page.getByRole('alertdialog');
        await dialog.waitFor();
        const asked = await dialog.locator('p').first().textContent();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        return (asked ?? '').trim();
      },
    }),
  );
