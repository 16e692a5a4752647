import { PERMISSION_CALLS } from './permissions';
import { ROLE_CALLS } from './roles';
import { USER_CALLS } from './users';

/** The administration's areas (spec 3 §7), in the reference page's order. */
export const ADMIN_AREAS = [USER_CALLS, ROLE_CALLS, PERMISSION_CALLS];
