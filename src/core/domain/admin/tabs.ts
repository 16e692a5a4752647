/** Spec 3 §9: switching tabs and loading a tab's data each wait 50 ms. */
export const ADMIN_TAB_SWITCH_DELAY_MS = 50;
export const ADMIN_LOAD_DELAY_MS = 50;

/** Who may open a tab: any admin, or super admins only (spec 3 §2). */
export interface AdminTabAccess<Id extends string = string> {
  readonly id: Id;
  readonly superAdminOnly: boolean;
}

/** The tabs a user sees: super-admin tabs only for super admins. */
export function visibleTabs<Tab extends AdminTabAccess>(tabs: readonly Tab[], isSuperAdmin: boolean): Tab[] {
  return tabs.filter((tab) => isSuperAdmin || !tab.superAdminOnly);
}

/**
 * Where a request for a tab lands: a non-super admin asking for a super-admin tab is switched
 * to the first tab (Accounts) and told why (spec 3 §2).
 */
export function landingTab<Id extends string>(
  tabs: readonly [AdminTabAccess<Id>, ...AdminTabAccess<Id>[]],
  requested: Id,
  isSuperAdmin: boolean,
): { tab: Id; deniedSuperAdminTab: boolean } {
  const tab = tabs.find((candidate) => candidate.id === requested);
  if (tab?.superAdminOnly && !isSuperAdmin) return { tab: tabs[0].id, deniedSuperAdminTab: true };
  return { tab: requested, deniedSuperAdminTab: false };
}
