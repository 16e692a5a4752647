import { badRequest, forbidden, unauthorized } from '../DemoError';
import type { DemoData, DemoUser } from '../data/types';
import { mayActIn } from './accounts';
import { impersonationLapse } from './impersonation-lapse';

/**
 * The user a request acts as. `userId` must be the token's user, or the user that this token's
 * user is impersonating right now (docs/backend-contract.md "Accounts, channels, impersonation").
 */
export function actingUser(data: DemoData, caller: DemoUser, userId: unknown): DemoUser {
  if (typeof userId !== 'string' || userId.trim() === '') throw badRequest('userId is required');
  if (userId === caller.id) return caller;
  const impersonates = data.impersonations.some(
    (entry) => entry.adminUserId === caller.id && entry.targetUserId === userId,
  );
  const target = impersonates ? impersonatedUserOf(data, caller) : undefined;
  if (!target) throw forbidden('userId does not match the signed-in user');
  return target;
}

/**
 * The user the caller impersonates right now, if any (server state, never the request's word);
 * 401 saying why once the impersonation may no longer answer (its target deactivated, …).
 */
export function impersonatedUserOf(data: DemoData, caller: DemoUser): DemoUser | undefined {
  const entry = data.impersonations.find((candidate) => candidate.adminUserId === caller.id);
  const target = entry && data.users.find((user) => user.id === entry.targetUserId);
  if (!target) return undefined;
  const lapse = impersonationLapse(data, caller, target);
  if (lapse) throw unauthorized(lapse);
  return target;
}

/** The account a request acts in: named, and one the acting user may act in. */
export function actingAccount(data: DemoData, actor: DemoUser, accountId: unknown): string {
  if (typeof accountId !== 'string' || accountId.trim() === '') throw badRequest('accountId is required');
  if (!mayActIn(data, actor, accountId)) throw forbidden('You do not have access to this account');
  return accountId;
}
