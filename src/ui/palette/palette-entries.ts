import { visibleTabs } from '../../core/domain/admin/tabs';
import { ADMIN_TAB_NAMES } from '../admin/admin-tab-names';
import { routeAccess } from '../app/route-access';
import { LOGOUT_LABEL } from '../layout/classic-sidebar-links';
import { waitsForAccount } from '../layout/waits-for-account';
import type { SessionStatus } from '../session/SessionStore';

/** The palette's groups, in the order it shows them. */
export const PALETTE_GROUPS = ['Recent', 'Actions', 'Pages', 'Chats', 'Campaigns', 'Folders'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

/** What the palette does when an entry is picked, besides leaving for `goTo` when it says so. */
export type PaletteAction = 'new-canvas' | 'switch-ui' | 'end-impersonation' | 'sign-out';

/** One thing the palette offers. */
export interface PaletteEntry {
  /** Stable across openings: the recent picks are kept by it. */
  readonly id: string;
  readonly group: Exclude<PaletteGroup, 'Recent'>;
  readonly label: string;
  readonly goTo?: string;
  readonly action?: PaletteAction;
}

/** What the palette needs to know of the signed-in user to offer only what they may do. */
export interface PaletteUser {
  readonly status: SessionStatus;
  readonly isAdmin: boolean;
  readonly isSuperAdmin: boolean;
  readonly accountRequired: boolean;
  readonly administersAccounts: boolean;
  readonly impersonating: boolean;
  readonly mayToggleUi: boolean;
  /** The label of the mode the Classic/New UI switch goes to ('New UI' or 'Classic UI'). */
  readonly otherUiMode: string;
}

const PAGES: readonly { label: string; path: string }[] = [
  { label: 'Status', path: '/status' },
  { label: 'Folders', path: '/folders' },
  { label: 'Campaigns', path: '/campaigns' },
  { label: 'New Campaign', path: '/campaign/new' },
  { label: 'Admin', path: '/admin' },
];

const page = (label: string, path: string): PaletteEntry => ({
  id: `page:${path}`,
  group: 'Pages',
  label,
  goTo: path,
});

/**
 * The pages the user may open, by the router's own rule (route-access) and the sidebar's (a
 * regular admin picks an account first), with each admin tab the user may open.
 */
export function pageEntries(user: PaletteUser): PaletteEntry[] {
  const mayOpen = (path: string) =>
    routeAccess(path, user).kind === 'allowed' && !waitsForAccount(path, user.accountRequired);
  const pages = PAGES.filter(({ path }) => mayOpen(path)).map(({ label, path }) => page(label, path));
  const tabs = mayOpen('/admin')
    ? visibleTabs(ADMIN_TAB_NAMES, user.isSuperAdmin).map((tab) =>
        page(`Admin: ${tab.label}`, `/admin?tab=${tab.id}`),
      )
    : [];
  const accountAdmin =
    !user.isAdmin && user.administersAccounts ? [page('Account Admin', '/account-admin')] : [];
  return [...pages, ...tabs, ...accountAdmin];
}

const action = (id: PaletteAction, label: string, goTo?: string): PaletteEntry => ({
  id: `action:${id}`,
  group: 'Actions',
  label,
  action: id,
  goTo,
});

/** The actions the user may take now: the same conditions as the buttons that take them. */
export function actionEntries(user: PaletteUser): PaletteEntry[] {
  return [
    ...(user.accountRequired ? [] : [action('new-canvas', 'New Canvas', '/')]),
    ...(user.mayToggleUi ? [action('switch-ui', `Switch to ${user.otherUiMode}`)] : []),
    ...(user.impersonating ? [action('end-impersonation', 'End Impersonation', '/admin')] : []),
    action('sign-out', LOGOUT_LABEL, '/login'),
  ];
}
