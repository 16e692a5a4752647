import { question } from '../Question';

/** Whether the sidebar's navigation offers the link (Logout is a button there). */
export const sidebarOffers = (name: string) =>
  question(`whether the sidebar offers ${name}`, {
    async viewModel(app) {
      const session = app.session;
      if (name === 'Admin') return session.isAdmin;
      return ['Status', 'Logout'].includes(name) && session.status === 'signed-in';
    },
    async browser(app) {
      const nav = app.page.getByRole('navigation', { name: 'Main' });
      return (await nav.getByRole(name === 'Logout' ? 'button' : 'link', { name, exact: true }).count()) > 0;
    },
  });
