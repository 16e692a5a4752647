import type { DemoAccount, DemoData, DemoUser } from '../data/types';
import { isSuperAdminUser } from './roles';

/** The accounts a user belongs to: the own account first, then the memberships. */
export function accountsOf(data: DemoData, user: DemoUser): DemoAccount[] {
  const ids = [
    ...(user.account_id ? [user.account_id] : []),
    ...data.accountUsers.filter((row) => row.user_id === user.id).map((row) => row.account_id),
  ];
  return [...new Set(ids)]
    .map((id) => data.accounts.find((account) => account.id === id))
    .filter((account): account is DemoAccount => account !== undefined);
}

/** The accounts a user administers as account admin. */
export function adminAccountsOf(data: DemoData, user: DemoUser): DemoAccount[] {
  const ids = new Set(
    data.accountUsers
      .filter((row) => row.user_id === user.id && row.is_account_admin)
      .map((row) => row.account_id),
  );
  return data.accounts.filter((account) => ids.has(account.id));
}

/** Whether a user may act in an account: one of their own, or any existing one for super admins. */
export function mayActIn(data: DemoData, user: DemoUser, accountId: string): boolean {
  if (isSuperAdminUser(data, user)) return data.accounts.some((account) => account.id === accountId);
  return accountsOf(data, user).some((account) => account.id === accountId);
}
