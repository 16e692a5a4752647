import type { MatrixRole, MatrixRow, Reach } from './matrix';

/** What the matrix needs to know of the user a request acts as. */
export interface ActorFacts {
  id: string;
  role: MatrixRole;
  flags: ReadonlySet<string>;
  /** Whether the request acts in this account: the account it names, or any the user may act in. */
  actsIn(accountId: string): boolean;
  /** Whether the user manages this account (users and settings of the account, spec 3 §6). */
  manages(accountId: string): boolean;
}

/** What the matrix needs to know of a record: whose it is and which accounts it belongs to. */
export interface TargetFacts {
  ownerId?: string;
  /** Empty for records of no account (a channel not assigned anywhere, a role). */
  accountIds: readonly string[];
  /** The record is a Super Admin, or is about one (their membership, their allowed entry). */
  concernsSuperAdmin?: boolean;
}

export type Verdict =
  | { allowed: true }
  | { allowed: false; why: 'out-of-reach' }
  | { allowed: false; why: 'missing-flag'; flag: string }
  | { allowed: false; why: 'super-admin-only' };

function withinReach(reach: Reach, actor: ActorFacts, target: TargetFacts): boolean {
  switch (reach) {
    case 'none':
      return false;
    case 'any':
      return true;
    case 'own':
      return target.ownerId === actor.id && target.accountIds.every((id) => actor.actsIn(id));
    case 'account':
      return target.accountIds.length > 0 && target.accountIds.every((id) => actor.actsIn(id));
    case 'managed':
      return target.accountIds.every((id) => actor.manages(id));
  }
}

/** The matrix's answer for one actor, one row and one record. Pure: the tests walk it too. */
export function decide(row: MatrixRow, actor: ActorFacts, target: TargetFacts): Verdict {
  if (!withinReach(row.reach[actor.role], actor, target)) return { allowed: false, why: 'out-of-reach' };
  if (row.flag && !actor.flags.has(row.flag)) return { allowed: false, why: 'missing-flag', flag: row.flag };
  if (row.superAdminsOnlyBySuperAdmins && target.concernsSuperAdmin && actor.role !== 'super-admin') {
    return { allowed: false, why: 'super-admin-only' };
  }
  return { allowed: true };
}
