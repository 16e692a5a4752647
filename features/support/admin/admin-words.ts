import { ADMIN_TABS } from '../../../src/ui/admin/admin-tabs';

/** A line of the audit list: the admin, whom they impersonated, whom the call acted as, and what it did. */
export interface AuditLine {
  admin: string;
  target: string;
  actedAs: string;
  action: string;
}

/** What an edit of a user changes: the role (''; none), the accounts, the status. */
export interface UserChange {
  role?: string;
  accounts?: string[];
  status?: string;
}

/** A tab's id by its label. */
export const TAB_IDS = Object.fromEntries(ADMIN_TABS.map((tab) => [tab.label, tab.id]));
