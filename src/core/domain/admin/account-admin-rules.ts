import type { AccountUser, AddAccountAdminAnswer, AdminUser } from './entities';
import { ADMIN_TEXTS } from './texts';
import { ADMIN_ROLE_NAME } from './user-rules';

/** Users offered by Add Admin: Admin-role users not already on the account, one per email (spec 3 §5). */
export function adminCandidates(users: readonly AdminUser[], onAccount: readonly AccountUser[]): AdminUser[] {
  const taken = new Set(onAccount.flatMap((member) => [member.userId, member.email.toLowerCase()]));
  const seen = new Set<string>();
  return users.filter((user) => {
    const email = user.email.toLowerCase();
    if (user.roleName !== ADMIN_ROLE_NAME || user.isDeleted) return false;
    if (taken.has(user.id) || taken.has(email) || seen.has(email)) return false;
    seen.add(email);
    return true;
  });
}

/** Account users matching 'Search by email, name, or role...'. */
export function matchesAccountUserSearch(member: AccountUser, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [member.email, member.displayName, member.roleName].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export type AddAdminResult =
  | { kind: 'added' | 'already' | 'updated'; message: string }
  | { kind: 'needs-confirmation' }
  | { kind: 'wrong-user'; message: string };

/**
 * Reads the add-admin answer (spec 3 §4, §7): another user than requested is a system error;
 * 'already' and 'updated' are successes too; an answer that does not confirm admin status needs
 * the follow-up update.
 */
export function addAdminResult(answer: AddAccountAdminAnswer, requestedUserId: string): AddAdminResult {
  if (answer.userId !== requestedUserId) return { kind: 'wrong-user', message: ADMIN_TEXTS.wrongUserData };
  const said = answer.message.toLowerCase();
  if (said.includes('already')) return { kind: 'already', message: ADMIN_TEXTS.adminAlready };
  if (!answer.isAccountAdmin) return { kind: 'needs-confirmation' };
  if (said.includes('updated')) return { kind: 'updated', message: ADMIN_TEXTS.adminUpdated };
  return { kind: 'added', message: ADMIN_TEXTS.adminAdded };
}
