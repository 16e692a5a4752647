import { optionalFlag } from './lenient';

/**
 * Whether a user is, or a role makes, a Super Admin is the backend's fact (is_super_admin,
 * grants_super_admin), derived from the impersonate_admin permission. A backend that does not
 * send it only tells the role's name, so the name is the fallback, and only here.
 */
const NAME_OF_THE_SUPER_ADMIN_ROLE = 'Super Admin';

export const superAdminFact = optionalFlag;

export function superAdminOr(sent: boolean | undefined, roleName: string | null | undefined): boolean {
  return sent ?? roleName === NAME_OF_THE_SUPER_ADMIN_ROLE;
}
