/** The dashboard's tabs in the spec's order (spec 3 §2), plus our Audit tab for super admins. */
export const ADMIN_TABS = [
  { id: 'accounts', label: 'Accounts', superAdminOnly: false },
  { id: 'users', label: 'Users', superAdminOnly: false },
  { id: 'roles', label: 'Roles', superAdminOnly: true },
  { id: 'permissions', label: 'Permissions', superAdminOnly: true },
  { id: 'allowed-users', label: 'Allowed Users', superAdminOnly: false },
  { id: 'channels', label: 'Channel Config', superAdminOnly: false },
  { id: 'export', label: 'Data Export', superAdminOnly: true },
  { id: 'audit', label: 'Audit', superAdminOnly: true },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export const DEFAULT_ADMIN_TAB: AdminTabId = 'accounts';
/** Spec 3 §9: switching tabs and loading a tab's data each wait 50 ms. */
export const ADMIN_TAB_SWITCH_DELAY_MS = 50;
export const ADMIN_LOAD_DELAY_MS = 50;

export function isAdminTab(value: string): value is AdminTabId {
  return ADMIN_TABS.some((tab) => tab.id === value);
}

/** The tabs a user sees: super-admin tabs only for super admins. */
export function visibleTabs(isSuperAdmin: boolean) {
  return ADMIN_TABS.filter((tab) => isSuperAdmin || !tab.superAdminOnly);
}

/**
 * Where a request for a tab lands: a non-super admin asking for a super-admin tab is switched
 * to Accounts and told why (spec 3 §2).
 */
export function landingTab(
  requested: AdminTabId,
  isSuperAdmin: boolean,
): { tab: AdminTabId; deniedSuperAdminTab: boolean } {
  const tab = ADMIN_TABS.find((candidate) => candidate.id === requested);
  if (tab?.superAdminOnly && !isSuperAdmin) return { tab: DEFAULT_ADMIN_TAB, deniedSuperAdminTab: true };
  return { tab: requested, deniedSuperAdminTab: false };
}
