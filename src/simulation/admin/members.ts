import type { DemoAccountUser, DemoData } from '../data/types';

/**
 * The members of an account: its membership rows, plus the users whose own account it is (they
 * belong even without a row, and are shown as plain members).
 */
export function membersOf(data: DemoData, accountId: string): DemoAccountUser[] {
  const rows = data.accountUsers.filter((row) => row.account_id === accountId);
  const owners = data.users
    .filter((user) => user.account_id === accountId && !rows.some((row) => row.user_id === user.id))
    .map((user) => ({
      id: `own-${user.id}`,
      account_id: accountId,
      user_id: user.id,
      is_account_admin: false,
      added_by: null,
      created_at: user.created_at,
    }));
  return [...rows, ...owners];
}
