import { RECORD_CALLS } from '../records/described';
import { ACCOUNT_ADMIN_CALLS } from './account-admin';
import { ADMIN_ACCOUNT_CALLS } from './admin-accounts';
import { ADMIN_TOOL_CALLS } from './admin-tools';
import { ALLOWED_USER_CALLS } from './allowed-users';
import { CHANNEL_CALLS } from './channels';
import { PERMISSION_CALLS } from './permissions';
import { ROLE_CALLS } from './roles';
import { USER_CALLS } from './users';

/** The administration's areas (spec 3 §7), in the reference page's order. */
export const ADMIN_AREAS = [
  USER_CALLS,
  ROLE_CALLS,
  PERMISSION_CALLS,
  ADMIN_ACCOUNT_CALLS,
  ACCOUNT_ADMIN_CALLS,
  ALLOWED_USER_CALLS,
  CHANNEL_CALLS,
  ADMIN_TOOL_CALLS,
  ...RECORD_CALLS,
];
