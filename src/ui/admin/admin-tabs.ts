import type { ComponentType } from 'react';
import { RECORD_COLLECTIONS, type RecordCollectionName } from '../../contract/records';
import type { RecordCollection } from '../../contract/records/record-collection';
import type { AdminRecord } from '../../core/domain/admin/entities';
import type { AdminDeps } from './AdminDeps';
import { AccountsTabViewModel } from './accounts/AccountsTabViewModel';
import { tabNamed } from './admin-tab-names';
import { allowedUsersSection } from './allowed-users/allowed-users.resource';
import { AuditTabViewModel } from './audit/audit.resource';
import { ChannelsTabViewModel } from './channels/channels.resource';
import type { AdminSection } from './common/admin-section';
import { DataExportViewModel } from './export/DataExportViewModel';
import { permissionsSection } from './permissions/permissions.resource';
import { type RecordValues, recordsSection } from './records/records.resource';
import { rolesSection } from './roles/roles.resource';
import { usersSection } from './users/users.resource';

/**
 * One tab of the Admin Dashboard (spec 3 §2): what the tab list shows, who may open it, the view
 * model it creates when first opened, and its screen, loaded only when it opens so /admin's first
 * load carries one tab's code.
 */
export interface AdminTab<Id extends string, ViewModel> {
  readonly id: Id;
  readonly label: string;
  readonly superAdminOnly: boolean;
  readonly create: (deps: AdminDeps) => ViewModel;
  readonly screen: () => Promise<ComponentType<{ vm: NoInfer<ViewModel> }>>;
}

/** Ties a tab's screen to its view model's type. */
const tab = <const Id extends string, ViewModel>(declaration: AdminTab<Id, ViewModel>) => declaration;

const sectionScreen = async () => (await import('./common/AdminSectionView')).AdminSectionTab;

/** The dashboard's tabs in ADMIN_TAB_NAMES' order (a test holds them to it); the first is the default. */
export const ADMIN_TABS = [
  tab({
    ...tabNamed('accounts'),
    create: (deps: AdminDeps) => new AccountsTabViewModel(deps),
    screen: async () => (await import('./accounts/AccountsTab')).AccountsTab,
  }),
  tab({ ...tabNamed('users'), create: usersSection, screen: sectionScreen }),
  tab({ ...tabNamed('roles'), create: rolesSection, screen: sectionScreen }),
  tab({
    ...tabNamed('permissions'),
    create: permissionsSection,
    screen: sectionScreen,
  }),
  tab({
    ...tabNamed('allowed-users'),
    create: allowedUsersSection,
    screen: sectionScreen,
  }),
  tab({
    ...tabNamed('channels'),
    create: (deps: AdminDeps) => new ChannelsTabViewModel(deps),
    screen: async () => (await import('./channels/ChannelsTab')).ChannelsTab,
  }),
  tab({
    ...tabNamed('export'),
    create: (deps: AdminDeps) => new DataExportViewModel(deps),
    screen: async () => (await import('./export/DataExportTab')).DataExportTab,
  }),
  tab({
    ...tabNamed('audit'),
    create: (deps: AdminDeps) => new AuditTabViewModel(deps),
    screen: async () => (await import('./audit/AuditTab')).AuditTab,
  }),
  ...(RECORD_COLLECTIONS as readonly RecordCollection[]).map((declared) =>
    // The id's type is the declared names (none while there are none), never any string.
    tab<RecordCollectionName, AdminSection<AdminRecord, RecordValues>>({
      id: declared.name as RecordCollectionName,
      label: declared.label,
      superAdminOnly: declared.access === 'super-admin',
      create: (deps: AdminDeps) => recordsSection(deps, declared),
      screen: sectionScreen,
    }),
  ),
] as const;

type AnyAdminTab = (typeof ADMIN_TABS)[number];
export type AdminTabId = AnyAdminTab['id'];

/** The view model of each tab, by id. */
export type AdminTabViewModels = { [Tab in AnyAdminTab as Tab['id']]: ReturnType<Tab['create']> };

export const DEFAULT_ADMIN_TAB: AdminTabId = ADMIN_TABS[0].id;

export function isAdminTab(value: string): value is AdminTabId {
  return ADMIN_TABS.some((candidate) => candidate.id === value);
}

export function adminTab<K extends AdminTabId>(id: K): Extract<AnyAdminTab, { id: K }> {
  return ADMIN_TABS.find((candidate) => candidate.id === id) as Extract<AnyAdminTab, { id: K }>;
}
