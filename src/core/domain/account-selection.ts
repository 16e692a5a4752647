import { isRegularAdmin, type User } from './user';

/**
 * Which account a user acts in (spec 1 §4 "Account selection" and "Impersonation"):
 * a regular admin acts in the account they selected (also while impersonated);
 * everyone else acts in their own account.
 */
export function actingAccountId(user: User | null, selectedAccountId: string | null): string | null {
  if (!user) return null;
  if (isRegularAdmin(user)) return selectedAccountId;
  return ownAccountId(user);
}

/** The user's own account: accountId, else the first of their accounts. */
export function ownAccountId(user: User): string | null {
  return user.accountId ?? user.accounts[0]?.id ?? null;
}

export type AccountSelectionState = 'not-required' | 'required' | 'selected';

/** Regular admins without a selected account are 'selection required' and the chat is not ready. */
export function accountSelectionState(user: User, selectedAccountId: string | null): AccountSelectionState {
  if (!isRegularAdmin(user)) return 'not-required';
  return selectedAccountId ? 'selected' : 'required';
}

/** Ready to message: a user exists and has an account to act in. */
export function isReadyToWork(user: User | null, selectedAccountId: string | null): boolean {
  return actingAccountId(user, selectedAccountId) !== null;
}

/** Only a regular admin fetches the account list (spec 1 §6); the reason is logged when skipped. */
export function accountFetchSkipReason(user: User | null, alreadyFetching: boolean): string | null {
  if (!user?.userId) return 'No valid userId found';
  if (!isRegularAdmin(user)) return 'User is not a regular admin or is a super admin';
  if (alreadyFetching) return 'Already fetching accounts';
  return null;
}

/** A stored selection stays only while it names one of the available accounts. */
export function keepSelectionIfAvailable(
  selectedAccountId: string | null,
  accounts: readonly { id: string }[],
): string | null {
  return selectedAccountId && accounts.some((a) => a.id === selectedAccountId) ? selectedAccountId : null;
}
