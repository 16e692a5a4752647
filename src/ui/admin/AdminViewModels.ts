import type { AccountAdminViewModel } from '../account-admin/AccountAdminViewModel';
import type { AdminDashboardViewModel } from './AdminDashboardViewModel';

/** What the lazy /admin and /account-admin routes get from the composition: a screen per visit. */
export interface AdminViewModels {
  createDashboard(): AdminDashboardViewModel;
  createAccountAdmin(): AccountAdminViewModel;
}
