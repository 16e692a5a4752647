import type { AdminSection } from '../../../../src/ui/admin/common/admin-section';
import type { ViewModelAdmin } from '../ViewModelAdmin';

/**
 * The admin tables a scenario names by what they list ("the users table"): the section the view
 * model draws, and the accessible name of the table in the page.
 */
type Section = AdminSection<unknown, never>;

export const ADMIN_TABLES = {
  users: { table: 'Users', section: (admin) => admin.dashboard.tab('users') },
  roles: { table: 'Roles', section: (admin) => admin.dashboard.tab('roles') },
  permissions: { table: 'Permissions', section: (admin) => admin.dashboard.tab('permissions') },
  accounts: { table: 'Accounts', section: (admin) => admin.dashboard.tab('accounts').accounts },
  'account users': {
    table: 'Account users',
    section: (admin) => {
      const drill = admin.dashboard.tab('accounts').drillDown;
      if (drill?.view !== 'admins') throw new Error('Account Admins is not open');
      return drill.section;
    },
  },
  'allowed users': { table: 'Allowed users', section: (admin) => admin.dashboard.tab('allowed-users') },
  'channel configs': {
    table: 'Channel configs',
    section: (admin) => admin.dashboard.tab('channels').configs,
  },
  'channel assignments': {
    table: 'Account channel assignments',
    section: (admin) => admin.dashboard.tab('channels').assignments,
  },
} satisfies Record<string, { table: string; section(admin: ViewModelAdmin): unknown }>;

export type AdminTable = keyof typeof ADMIN_TABLES;

/** The table names as a pattern for a step's words. */
export const ADMIN_TABLE_NAMES = Object.keys(ADMIN_TABLES).join('|');

export const sectionOf = (admin: ViewModelAdmin, table: AdminTable): Section =>
  ADMIN_TABLES[table].section(admin) as unknown as Section;
