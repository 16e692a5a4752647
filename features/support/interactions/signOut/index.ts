import { interaction } from '../Interaction';

/** The sidebar's "Logout". */
export const signOut = () =>
  interaction('sign out', {
    async viewModel(app) {
      app.session.signOut();
      await app.navigate('/login');
    },
    async browser(app) {
      await app.page.getByRole('button', { name: 'Logout' }).click();
      await app.page.waitForURL('**/login');
    },
  });
