import { Activity, LogOut, Settings } from 'lucide-react';

/**
 * Icons both sidebars use for the same destinations and actions, imported one by one from
 * lucide-react so that only these reach the bundle. Elsewhere a component imports its own.
 */
export const StatusIcon = Activity;
export const AdminIcon = Settings;
export const LogoutIcon = LogOut;
