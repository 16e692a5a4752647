import { SEED } from './seed';

/**
 * Records of the demo seed the administration's examples name (as ./seed for the other areas), so
 * an example call is one the demo backend answers.
 */
export const ADMIN_SEED = {
  account: SEED.account,
  /** Managed by no persona but the Super Admin. */
  otherAccount: 'acc-umbrella-health',
  regularUser: 'u-riley-planner',
  superAdmin: 'u-sam-super',
  userRole: 'role-user',
  customRole: 'role-analyst',
  customPermission: 'perm-view_reports',
  /** An allowed user's entry in the account above. */
  allowedInAccount: 'allowed-6',
} as const;
