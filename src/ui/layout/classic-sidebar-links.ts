import type { LucideIcon } from 'lucide-react';
import { AdminIcon, StatusIcon } from '../icons/actions';

/** A link of the classic sidebar's navigation (spec 3 §2). */
export interface ClassicSidebarLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** Both sidebars end with this button: it signs out rather than going anywhere. */
export const LOGOUT_LABEL = 'Logout';

const STATUS: ClassicSidebarLink = { to: '/status', label: 'Status', icon: StatusIcon };
const ADMIN: ClassicSidebarLink = { to: '/admin', label: 'Admin', icon: AdminIcon };
/** An account admin's own administration (spec 3 §6), for those who are not Admins. */
const ACCOUNT_ADMIN: ClassicSidebarLink = { to: '/account-admin', label: 'Account Admin', icon: AdminIcon };

/** Status for everyone, Admin for admins, Account Admin for the admins of an account. */
export function classicSidebarLinks(
  isAdmin: boolean,
  administersAccounts: boolean,
): readonly ClassicSidebarLink[] {
  return [STATUS, ...(isAdmin ? [ADMIN] : []), ...(administersAccounts ? [ACCOUNT_ADMIN] : [])];
}
