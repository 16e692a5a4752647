import { waitsForAccount } from '../../../../src/ui/layout/waits-for-account';
import { question } from '../Question';

/** Where the sidebar's links lead, by the name they show. */
const DESTINATIONS: Record<string, string> = {
  'New Campaign': '/campaign/new',
  Folders: '/folders',
  Campaigns: '/campaigns',
  Status: '/status',
  Admin: '/admin',
};

/**
 * Whether a sidebar link can be followed (spec 3 §4): the view-model level applies the rule both
 * sidebars draw their links by to the session; Chromium reads the link's aria-disabled.
 */
export const sidebarLinkAvailable = (name: string) =>
  question(`whether the sidebar's ${name} link can be followed`, {
    async viewModel(app) {
      const to = DESTINATIONS[name];
      if (!to) throw new Error(`The sidebar has no link "${name}"`);
      return !waitsForAccount(to, app.session.selectionState === 'required');
    },
    async browser(app) {
      const link = app.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name, exact: true });
      await link.waitFor();
      return (await link.getAttribute('aria-disabled')) !== 'true';
    },
  });
