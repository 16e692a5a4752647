/** The dashboard's refusals (spec 3 §8). */
export const ADMIN_ONLY = 'Access denied. Admin privileges required.';
export const SUPER_ADMIN_ONLY = 'Access denied. Super Admin privileges required.';
/** An admin acting on an account they do not manage. */
export const NOT_YOUR_ACCOUNT = 'You do not have access to this account';
export const SUPER_ADMINS_BY_SUPER_ADMINS = 'Super Admin users can be edited only by a Super Admin';
