import { ADMIN_TABS } from '../../../src/core/domain/admin/tabs';

/** An admin list as the scenarios name it; its rows are read by their first cell. */
export type AdminList = 'users' | 'roles' | 'permissions' | 'accounts' | 'allowed users' | 'channels';

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

/** The accessible names of the tables the lists are read from. */
export const TABLES: Record<AdminList, string> = {
  users: 'Users',
  roles: 'Roles',
  permissions: 'Permissions',
  accounts: 'Accounts',
  'allowed users': 'Allowed users',
  channels: 'Channel configs',
};
