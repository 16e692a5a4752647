import { roleNameOf } from '../access/roles';
import { noteChanged } from '../data/changes';
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
  removeWhere(data, 'accountUsers', (row) => row.user_id === user.id && !accountIds.includes(row.account_id));
  for (const accountId of accountIds) {
    const held = data.accountUsers.find((row) => row.user_id === user.id && row.account_id === accountId);
    if (held) {
      held.is_account_admin = isAdminRole || held.is_account_admin;
      noteChanged(data, 'accountUsers', held);
      continue;
    }
    insert(data, 'accountUsers', {
      id: `au-${accountId.replace(/^acc-/, '')}-${user.id.replace(/^u-/, '')}`,
      account_id: accountId,
      user_id: user.id,
      is_account_admin: isAdminRole,
      added_by: actor.id,
      created_at: at,
    });
  }
  user.account_id = isAdminRole ? null : (accountIds[0] ?? null);
}
