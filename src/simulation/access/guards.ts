import { badRequest, forbidden } from '../DemoError';
import type { DemoData, DemoUser } from '../data/types';
import { mayActIn } from './accounts';

/**
 * The user a request acts as. `userId` must be the token's user, or the user that this token's
 * user is impersonating right now (docs/backend-contract.md "Accounts, channels, impersonation").
 */
export function actingUser(data: DemoData, caller: DemoUser, userId: unknown): DemoUser {
  if (typeof userId !== 'string' || userId.trim() === '') throw badRequest('userId is required');
  if (userId === caller.id) return caller;
  const target = impersonatedUserOf(data, caller);
  if (target?.id !== userId) throw forbidden('userId does not match the signed-in user');
  return target;
}

/** The user the caller impersonates right now, if any (server state, never the request's word). */
export function impersonatedUserOf(data: DemoData, caller: DemoUser): DemoUser | undefined {
  const entry = data.impersonations.find((candidate) => candidate.adminUserId === caller.id);
  return entry ? data.users.find((user) => user.id === entry.targetUserId) : undefined;
}

/** The account a request acts in: named, and one the acting user may act in. */
export function actingAccount(data: DemoData, actor: DemoUser, accountId: unknown): string {
  if (typeof accountId !== 'string' || accountId.trim() === '') throw badRequest('accountId is required');
  if (!mayActIn(data, actor, accountId)) throw forbidden('You do not have access to this account');
  return accountId;
}
