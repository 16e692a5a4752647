import { roleNameOf } from '../access/roles';
import { insert, removeWhere } from '../data/collections';
import type { DemoData, DemoUser } from '../data/types';

const ADMIN_ROLE = 'Admin';

/** Replaces the user's memberships: Admins become account admins of every account they hold. */
export function assignAccounts(
  data: DemoData,
  actor: DemoUser,
  user: DemoUser,
  accountIds: string[],
  at: string,
): void {
  const isAdminRole = roleNameOf(data, user) === ADMIN_ROLE;
  const rows = accountIds.map((accountId) => {
    const before = data.accountUsers.find((row) => row.user_id === user.id && row.account_id === accountId);
    return {
      id: before?.id ?? `au-${accountId.replace(/^acc-/, '')}-${user.id.replace(/^u-/, '')}`,
      account_id: accountId,
      user_id: user.id,
      is_account_admin: isAdminRole || (before?.is_account_admin ?? false),
      added_by: before?.added_by ?? actor.id,
      created_at: before?.created_at ?? at,
    };
  });
  removeWhere(data, 'accountUsers', (row) => row.user_id === user.id);
  insert(data, 'accountUsers', ...rows);
  user.account_id = isAdminRole ? null : (accountIds[0] ?? null);
}
