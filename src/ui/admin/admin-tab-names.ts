import { RECORD_COLLECTIONS, type RecordCollectionName } from '../../contract/records';
import type { RecordCollection } from '../../contract/records/record-collection';

/**
 * The dashboard's tabs by name, in the spec's order (spec 3 §2), plus our Audit tab: what a tab
 * is called and who may open it, without its code, so the command palette can offer the tabs
 * without loading the administration. `admin-tabs.ts` adds each tab's view model and screen. The
 * plain admin collections (src/contract/records) follow, each named by its declaration.
 */
export const ADMIN_TAB_NAMES = [
  { id: 'accounts', label: 'Accounts', superAdminOnly: false },
  { id: 'users', label: 'Users', superAdminOnly: false },
  { id: 'roles', label: 'Roles', superAdminOnly: true },
  { id: 'permissions', label: 'Permissions', superAdminOnly: true },
  { id: 'allowed-users', label: 'Allowed Users', superAdminOnly: false },
  { id: 'channels', label: 'Channel Config', superAdminOnly: false },
  { id: 'export', label: 'Data Export', superAdminOnly: true },
  { id: 'audit', label: 'Audit', superAdminOnly: true },
  ...(RECORD_COLLECTIONS as readonly RecordCollection[]).map(({ name, label, access }) => ({
    id: name as RecordCollectionName,
    label,
    superAdminOnly: access === 'super-admin',
  })),
] as const;

type TabName = (typeof ADMIN_TAB_NAMES)[number];

/** A tab's name and access, by id. */
export const tabNamed = <const Id extends TabName['id']>(id: Id): Extract<TabName, { id: Id }> =>
  ADMIN_TAB_NAMES.find((name) => name.id === id) as Extract<TabName, { id: Id }>;
