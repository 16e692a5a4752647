import { Folder, type LucideIcon, Megaphone, SquarePlus } from 'lucide-react';
import { AdminIcon, StatusIcon } from '../icons/actions';

/** The new sidebar's links (spec 3 §2): Admin only for admins. */
export interface SidebarItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const ITEMS: readonly SidebarItem[] = [
  { to: '/campaign/new', label: 'New Campaign', icon: SquarePlus },
  { to: '/folders', label: 'Folders', icon: Folder },
  { to: '/campaigns', label: 'Campaigns', icon: Megaphone },
  { to: '/status', label: 'Status', icon: StatusIcon },
];

const ADMIN_ITEM: SidebarItem = { to: '/admin', label: 'Admin', icon: AdminIcon };
/** An account admin's own administration (spec 3 §6), for those who are not Admins. */
const ACCOUNT_ADMIN_ITEM: SidebarItem = { to: '/account-admin', label: 'Account Admin', icon: AdminIcon };

export function newSidebarItems(isAdmin: boolean, administersAccounts = false): readonly SidebarItem[] {
  if (isAdmin) return [...ITEMS, ADMIN_ITEM];
  return administersAccounts ? [...ITEMS, ACCOUNT_ADMIN_ITEM] : ITEMS;
}
