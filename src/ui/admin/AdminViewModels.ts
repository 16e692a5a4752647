import type { AdminDashboardViewModel } from './AdminDashboardViewModel';

/** What the lazy /admin route gets from the composition: a dashboard per visit. */
export interface AdminViewModels {
  createDashboard(): AdminDashboardViewModel;
}
