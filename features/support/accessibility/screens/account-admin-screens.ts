import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import { aDialog, at, button, type OpenTheScreen, pressing } from './openers';

const theView =
  (view: 'Users' | 'Settings'): OpenTheScreen =>
  async (app: BrowseTheApp) => {
    await at('/account-admin')(app);
    await app.page.getByRole('tab', { name: view, exact: true }).click();
    await app.page.getByRole('tabpanel', { name: view }).waitFor();
    await app.settled();
  };

/** Account Administration, an account admin's page (spec 3 §4), with its dialogs open. */
export const ACCOUNT_ADMIN_SCREENS: Record<string, OpenTheScreen> = {
  "the account admin's users": theView('Users'),
  "the account admin's add user dialog": pressing(theView('Users'), button('Add User'), aDialog),
  "the account admin's remove user confirmation": pressing(
    theView('Users'),
    button(/ from the account$/),
    aDialog,
  ),
  "the account admin's settings": theView('Settings'),
  "the account admin's add setting dialog": pressing(theView('Settings'), button('Add Setting'), aDialog),
};
