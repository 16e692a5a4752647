import type { DemoAccount, DemoData, DemoUser } from '../data/types';
import { accountsOf, adminAccountsOf } from './accounts';
import { isAdminUser, isSuperAdminUser } from './roles';

/**
 * The accounts a user may manage (users and settings of the account, spec 3 §6 last row):
 * every account for a super admin; the accounts an admin belongs to and those where the user is
 * an account admin for everyone else.
 */
export function managedAccountsOf(data: DemoData, user: DemoUser): DemoAccount[] {
  if (isSuperAdminUser(data, user)) return data.accounts;
  const own = isAdminUser(data, user) ? accountsOf(data, user) : [];
  const ids = new Set([...own, ...adminAccountsOf(data, user)].map((account) => account.id));
  return data.accounts.filter((account) => ids.has(account.id));
}

export function mayManageAccount(data: DemoData, user: DemoUser, accountId: string): boolean {
  return managedAccountsOf(data, user).some((account) => account.id === accountId);
}
