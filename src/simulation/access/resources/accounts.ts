import { notFound } from '../../DemoError';
import type { DemoAccount, DemoAccountSetting, DemoAccountUser, DemoData } from '../../data/types';
import type { Acting } from '../acting';
import type { MatrixKey } from '../matrix';
import { permit, type ResourceRule, reach, visible } from '../reach';
import { isSuperAdminUser } from '../roles';
import { ADMIN_ONLY, NOT_YOUR_ACCOUNT, SUPER_ADMIN_ONLY, SUPER_ADMINS_BY_SUPER_ADMINS } from './admin-texts';

export const ACCOUNT: ResourceRule<DemoAccount> = {
  resource: 'account',
  find: (data, id) => data.accounts.find((account) => account.id === id),
  facts: (_data, account) => ({ accountIds: [account.id] }),
  notFound: 'Account not found',
  refused: NOT_YOUR_ACCOUNT,
  noReach: ADMIN_ONLY,
  hideFromOutsiders: false,
};

/** The account of an `/accounts/:accountId/…` path, if the acting user may do `key` in it. */
export function accountOfPath(acting: Acting, key: MatrixKey, accountId: string): DemoAccount {
  return reach(acting, ACCOUNT, key, accountId);
}

/** The accounts a user manages (the account picker of admins, the account admin screens). */
export function managedAccounts(acting: Acting): DemoAccount[] {
  return visible(acting, ACCOUNT, 'account:list-managed', acting.data.accounts);
}

export function allAccounts(acting: Acting): DemoAccount[] {
  return visible(acting, { ...ACCOUNT, noReach: SUPER_ADMIN_ONLY }, 'account:list-all', acting.data.accounts);
}

export function permitNewAccount(acting: Acting): void {
  permit(acting, ACCOUNT, 'account:create', { accountIds: [] });
}

/** A membership (account user) is about its user: a Super Admin's is changed only by a Super Admin. */
export function membershipFacts(data: DemoData, row: Pick<DemoAccountUser, 'account_id' | 'user_id'>) {
  const user = data.users.find((candidate) => candidate.id === row.user_id);
  return { accountIds: [row.account_id], concernsSuperAdmin: user ? isSuperAdminUser(data, user) : false };
}

export const MEMBERSHIP: ResourceRule<DemoAccountUser> = {
  resource: 'membership',
  find: () => undefined,
  facts: membershipFacts,
  notFound: 'Account user not found',
  refused: NOT_YOUR_ACCOUNT,
  superAdminOnly: SUPER_ADMINS_BY_SUPER_ADMINS,
  hideFromOutsiders: false,
};

/** A user's membership row in an account, if any; callers have the matrix's word already. */
export function existingMembership(data: DemoData, accountId: string, userId: string) {
  return data.accountUsers.find((row) => row.account_id === accountId && row.user_id === userId);
}

/** The membership of a user in an account the acting user manages; 404 when there is none. */
export function membershipOf(acting: Acting, account: DemoAccount, userId: string): DemoAccountUser {
  const row = existingMembership(acting.data, account.id, userId);
  if (!row) {
    acting.consulted('membership:change');
    throw notFound(MEMBERSHIP.notFound);
  }
  permit(acting, MEMBERSHIP, 'membership:change', membershipFacts(acting.data, row));
  return row;
}

/** Adding a user to an account: the same rule as changing their membership there. */
export function permitNewMembership(acting: Acting, accountId: string, userId: string): void {
  permit(
    acting,
    MEMBERSHIP,
    'membership:change',
    membershipFacts(acting.data, { account_id: accountId, user_id: userId }),
  );
}

/** A setting of an account the acting user manages (or, to read, belongs to). */
export function settingsOf(
  acting: Acting,
  key: 'setting:see' | 'setting:change',
  accountId: string,
): DemoAccountSetting[] {
  reach(acting, { ...ACCOUNT, resource: 'setting' }, key, accountId);
  return acting.data.accountSettings.filter((setting) => setting.account_id === accountId);
}
