import { drivenBy } from '../actors/drivers';
import { BrowserAdmin } from './BrowserAdmin';
import { BrowserAdminAccounts } from './BrowserAdminAccounts';
import { ViewModelAdmin } from './ViewModelAdmin';
import { ViewModelAdminAccounts } from './ViewModelAdminAccounts';

/** The admin dashboard: its view model, or the page. */
export const onTheAdmin = drivenBy(ViewModelAdmin, BrowserAdmin);
/** The Accounts tab and its drill-downs (Account Admins, Settings) on the open dashboard. */
export const onTheAccounts = drivenBy(ViewModelAdminAccounts, BrowserAdminAccounts);
