import type { ComponentType } from 'react';
import type { AdminDeps } from './AdminDeps';
import { AccountsTabViewModel } from './accounts/AccountsTabViewModel';
import { tabNamed } from './admin-tab-names';
import { allowedUsersSection } from './allowed-users/allowed-users.resource';
import { AuditTabViewModel } from './audit/audit.resource';
import { ChannelsTabViewModel } from './channels/channels.resource';
import { sectionScreen } from './common/section-screen';
import { DataExportViewModel } from './export/DataExportViewModel';
import { permissionsSection } from './permissions/permissions.resource';
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
  // A plain admin collection's tab (src/contract/records) is one entry here, and only then does
  // its code join /admin's first load (which has no room for a kit no tab uses):
  //   tab(recordsTab(HOLIDAYS)),   (records/records-tab.ts)
  // A collection declared without its entry fails the test that holds these tabs to ADMIN_TAB_NAMES.
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
