/** The new sidebar's links (spec 3 §2): Admin only for admins. */
export interface SidebarItem {
  to: string;
  label: string;
  icon: string;
}

const ITEMS: readonly SidebarItem[] = [
  { to: '/campaign/new', label: 'New Campaign', icon: '＋' },
  { to: '/folders', label: 'Folders', icon: '🗀' },
  { to: '/campaigns', label: 'Campaigns', icon: '☰' },
  { to: '/status', label: 'Status', icon: '◔' },
];

const ADMIN_ITEM: SidebarItem = { to: '/admin', label: 'Admin', icon: '⚙' };

export function newSidebarItems(isAdmin: boolean): readonly SidebarItem[] {
  return isAdmin ? [...ITEMS, ADMIN_ITEM] : ITEMS;
}
