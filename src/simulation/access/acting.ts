import type { DemoData, DemoUser } from '../data/types';
import { accountsOf, adminAccountsOf, mayActIn } from './accounts';
import { mayManageAccount } from './admin-scope';
import type { ActorFacts } from './decide';
import type { MatrixKey, MatrixRole } from './matrix';
import { isAdminUser, isSuperAdminUser, permissionMapOf } from './roles';

/** The user a request acts as, where, and the facts the permission matrix decides on. */
export interface Acting {
  data: DemoData;
  user: DemoUser;
  /** The account the request names (`accountId`); absent on the administration routes. */
  accountId?: string;
  facts: ActorFacts;
  /** Told of every matrix row consulted: the route walk checks that a route asks its own row. */
  consulted(key: MatrixKey): void;
}

export function matrixRoleOf(data: DemoData, user: DemoUser): MatrixRole {
  if (isSuperAdminUser(data, user)) return 'super-admin';
  if (isAdminUser(data, user)) return 'admin';
  return adminAccountsOf(data, user).length > 0 ? 'account-admin' : 'regular';
}

export function actorFactsOf(data: DemoData, user: DemoUser, accountId?: string): ActorFacts {
  const flags = new Set(
    Object.entries(permissionMapOf(data, user))
      .filter(([, granted]) => granted)
      .map(([key]) => key),
  );
  return {
    id: user.id,
    role: matrixRoleOf(data, user),
    flags,
    actsIn: (id) => (accountId === undefined ? mayActIn(data, user, id) : id === accountId),
    manages: (id) => mayManageAccount(data, user, id),
  };
}

export function actingAs(
  data: DemoData,
  user: DemoUser,
  accountId: string | undefined,
  consulted: (key: MatrixKey) => void = () => undefined,
): Acting {
  return {
    data,
    user,
    ...(accountId === undefined ? {} : { accountId }),
    facts: actorFactsOf(data, user, accountId),
    consulted,
  };
}

/** The acting account of an account-scoped route (the context resolved it before the route ran). */
export function accountOf(acting: Acting): string {
  if (acting.accountId === undefined) throw new Error('This route acts in no account');
  return acting.accountId;
}

/** Whether the user belongs to the account (members read their account's settings, spec 2 §2.3). */
export function belongsTo(acting: Acting, accountId: string): boolean {
  return accountsOf(acting.data, acting.user).some((account) => account.id === accountId);
}
