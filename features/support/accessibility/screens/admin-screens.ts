import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import { aDialog, at, button, type OpenTheScreen, pressing } from './openers';

/** The dashboard's tabs, in its order (spec 3 §2). */
const TABS = [
  'Accounts',
  'Users',
  'Roles',
  'Permissions',
  'Allowed Users',
  'Channel Config',
  'Data Export',
  'Audit',
] as const;
type Tab = (typeof TABS)[number];

const theTab =
  (tab: Tab): OpenTheScreen =>
  async (app: BrowseTheApp) => {
    await at('/admin')(app);
    await app.page.getByRole('tab', { name: tab, exact: true }).click();
    await app.page.getByRole('tabpanel', { name: tab }).waitFor();
    await app.settled();
  };

/** A tab, then that button of it (the first of a row's repeated ones), until its dialog shows. */
const dialogOf = (tab: Tab, control: string | RegExp) => pressing(theTab(tab), button(control), aDialog);

/** A drill-down of the Accounts tab: the first account's admins or settings. */
const drillDown = (of: 'Account admins of' | 'Settings of') =>
  pressing(theTab('Accounts'), button(new RegExp(`^${of} `)), button('Back to Accounts'));

/** The Admin Dashboard (spec 3 §2): every tab, with each of its dialogs open. */
export const ADMIN_SCREENS: Record<string, OpenTheScreen> = {
  ...Object.fromEntries(TABS.map((tab) => [`the admin's ${tab} tab`, theTab(tab)])),
  "the admin's add account dialog": dialogOf('Accounts', 'Add Account'),
  "the admin's edit account dialog": dialogOf('Accounts', /^Edit account /),
  "an account's admins": drillDown('Account admins of'),
  "an account's add admin dialog": pressing(drillDown('Account admins of'), button('Add Admin'), aDialog),
  "an account's settings": drillDown('Settings of'),
  "an account's add setting dialog": pressing(drillDown('Settings of'), button('Add Setting'), aDialog),
  "the admin's user editor": dialogOf('Users', /^Edit role of /),
  "the admin's add role dialog": dialogOf('Roles', 'Add Role'),
  "the admin's edit role dialog": dialogOf('Roles', /^Edit role /),
  "the admin's add permission dialog": dialogOf('Permissions', 'Add Permission'),
  "the admin's delete permission confirmation": dialogOf('Permissions', /^Delete permission /),
  "the admin's add allowed user dialog": dialogOf('Allowed Users', 'Add User'),
  "the admin's remove allowed user confirmation": dialogOf('Allowed Users', /^Remove /),
  "the admin's add channel dialog": dialogOf('Channel Config', 'Add Channel'),
  "the admin's edit channel dialog": dialogOf('Channel Config', /^Edit channel /),
  "the admin's delete channel confirmation": dialogOf('Channel Config', /^Delete channel /),
  "the admin's assign channel dialog": dialogOf('Channel Config', 'Assign Channel'),
};
