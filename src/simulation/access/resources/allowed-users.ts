import type { DemoAllowedUser, DemoData } from '../../data/types';
import { sameAddress } from '../../kernel/addresses';
import type { Acting } from '../acting';
import { type ResourceRule, reach, visible } from '../reach';
import { isSuperAdminUser, roleMakesSuperAdmin } from '../roles';
import { ADMIN_ONLY, NOT_YOUR_ACCOUNT, SUPER_ADMINS_BY_SUPER_ADMINS } from './admin-texts';

/** Whether an entry lets in a Super Admin: by its initial role, or by the user its email already is. */
function concernsSuperAdmin(data: DemoData, entry: DemoAllowedUser): boolean {
  const role = data.roles.find((candidate) => candidate.id === entry.initial_role_id);
  const user = data.users.find((candidate) => sameAddress(candidate.email, entry.email));
  return (
    (role !== undefined && roleMakesSuperAdmin(data, role.id)) ||
    (user !== undefined && isSuperAdminUser(data, user))
  );
}

/** An entry belongs to the account it lets its user into (spec 3 §2 Allowed Users). */
export const ALLOWED_USER: ResourceRule<DemoAllowedUser> = {
  resource: 'allowed-user',
  find: (data, id) => data.allowedUsers.find((entry) => entry.id === id),
  facts: (data, entry) => ({
    accountIds: [entry.initial_account_id],
    concernsSuperAdmin: concernsSuperAdmin(data, entry),
  }),
  notFound: 'Allowed user not found',
  refused: NOT_YOUR_ACCOUNT,
  noReach: ADMIN_ONLY,
  superAdminOnly: SUPER_ADMINS_BY_SUPER_ADMINS,
  hideFromOutsiders: false,
};

export function allowedUserOf(acting: Acting, id: string): DemoAllowedUser {
  return reach(acting, ALLOWED_USER, 'allowed-user:change', id);
}

export function listedAllowedUsers(acting: Acting): DemoAllowedUser[] {
  return visible(acting, ALLOWED_USER, 'allowed-user:list', acting.data.allowedUsers);
}

/** The entry that lets this email in, if any (an email is allowed once). */
export function allowedEntryOf(data: DemoData, email: string): DemoAllowedUser | undefined {
  return data.allowedUsers.find((entry) => sameAddress(entry.email, email));
}
