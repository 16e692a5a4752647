import { feature, useFeature } from '../app/features';
import type { AccountAdminEntry } from './AccountAdminEntry';

/** Whether the navigation offers an account admin's own administration. */
export const AccountAdminEntryFeature = feature<AccountAdminEntry>('account admin entry');

export const useAccountAdminEntry = (): AccountAdminEntry => useFeature(AccountAdminEntryFeature);
