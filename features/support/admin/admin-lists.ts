import { RECORD_COLLECTIONS } from '../../../src/contract/records';
import type { RecordCollection } from '../../../src/contract/records/record-collection';
import type { AdminRecord } from '../../../src/core/domain/admin/entities';
import type { AdminDashboardViewModel } from '../../../src/ui/admin/AdminDashboardViewModel';

/** An admin list the scenarios read: its table's accessible name, and its rows' first cells in the view model. */
interface AdminListDeclaration {
  table: string;
  firstCells(dashboard: AdminDashboardViewModel): string[];
}

/** A plain admin collection's list (src/contract/records), by its name, read by its first field. */
const recordList = ({ name, label, fields }: RecordCollection): [string, AdminListDeclaration] => {
  const [first = ''] = Object.keys(fields);
  const rows = (d: AdminDashboardViewModel) =>
    ((d.tab as (id: string) => unknown)(name) as { collection: { rows: readonly AdminRecord[] } }).collection
      .rows;
  return [name, { table: label, firstCells: (d) => rows(d).map((record) => record.values[first] ?? '') }];
};

/**
 * The admin lists as the scenarios name them ("the roles listed are …"); a new list is one entry,
 * and each plain admin collection one by itself.
 */
export const ADMIN_LISTS = {
  ...Object.fromEntries((RECORD_COLLECTIONS as readonly RecordCollection[]).map(recordList)),
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
