import { AccountAdminEntryFeature } from '../../../../src/ui/layout/account-admin-entry-feature';
import { classicSidebarLinks, LOGOUT_LABEL } from '../../../../src/ui/layout/classic-sidebar-links';
import { newSidebarItems } from '../../../../src/ui/layout/new-sidebar-items';
import { UiModeFeature } from '../../../../src/ui/layout/ui-mode-feature';
import { question } from '../Question';

/** Whether the sidebar's navigation offers the link (Logout is a button there). */
export const sidebarOffers = (name: string) =>
  question(`whether the sidebar offers ${name}`, {
    async viewModel(app) {
      const session = app.session;
      if (session.status !== 'signed-in') return false;
      const administersAccounts = app.feature(AccountAdminEntryFeature).shown;
      const links = app.feature(UiModeFeature).useNewExperience
        ? newSidebarItems(session.isAdmin, administersAccounts)
        : classicSidebarLinks(session.isAdmin, administersAccounts);
      return [...links.map((link) => link.label), LOGOUT_LABEL].includes(name);
    },
    async browser(app) {
      const nav = app.page.getByRole('navigation', { name: 'Main' });
      return (await nav.getByRole(name === 'Logout' ? 'button' : 'link', { name, exact: true }).count()) > 0;
    },
  });
