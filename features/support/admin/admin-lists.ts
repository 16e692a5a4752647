import type { AdminDashboardViewModel } from '../../../src/ui/admin/AdminDashboardViewModel';

/** An admin list the scenarios read: its table's accessible name, and its rows' first cells in the view model. */
interface AdminListDeclaration {
  table: string;
  firstCells(dashboard: AdminDashboardViewModel): string[];
}

/** The admin lists as the scenarios name them ("the roles listed are …"); a new list is one entry. */
export const ADMIN_LISTS = {
  users: { table: 'Users', firstCells: (d) => d.tab('users').collection.rows.map((user) => user.email) },
  roles: { table: 'Roles', firstCells: (d) => d.tab('roles').collection.rows.map((role) => role.name) },
  permissions: {
    table: 'Permissions',
    firstCells: (d) => d.tab('permissions').collection.rows.map((permission) => permission.key),
  },
  accounts: {
    table: 'Accounts',
    firstCells: (d) => d.tab('accounts').accounts.collection.rows.map((account) => account.name),
  },
  'allowed users': {
    table: 'Allowed users',
    firstCells: (d) => d.tab('allowed-users').collection.rows.map((entry) => entry.email),
  },
  channels: {
    table: 'Channel configs',
    firstCells: (d) => d.tab('channels').configs.collection.rows.map((channel) => channel.name),
  },
} satisfies Record<string, AdminListDeclaration>;

export type AdminList = keyof typeof ADMIN_LISTS;

/** The list names as a pattern for a step's words. */
export const ADMIN_LIST_NAMES = Object.keys(ADMIN_LISTS).join('|');
