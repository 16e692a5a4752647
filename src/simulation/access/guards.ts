import { badRequest, forbidden } from '../DemoError';
import type { DemoData, DemoUser } from '../data/types';
import { mayActIn } from './accounts';
import { hasPermission, isAdminUser, isSuperAdminUser } from './roles';

/**
 * The user a request acts as. `userId` must be the token's user, or the user that this token's
 * user is impersonating right now (docs/backend-contract.md "Accounts, channels, impersonation").
 */
export function actingUser(data: DemoData, caller: DemoUser, userId: unknown): DemoUser {
  if (typeof userId !== 'string' || userId.trim() === '') throw badRequest('userId is required');
  if (userId === caller.id) return caller;
  const impersonating = data.impersonations.some(
    (entry) => entry.adminUserId === caller.id && entry.targetUserId === userId,
  );
  const target = impersonating ? data.users.find((user) => user.id === userId) : undefined;
  if (!target) throw forbidden('userId does not match the signed-in user');
  return target;
}

/** The account a request acts in: named, and one the acting user may act in. */
export function actingAccount(data: DemoData, actor: DemoUser, accountId: unknown): string {
  if (typeof accountId !== 'string' || accountId.trim() === '') throw badRequest('accountId is required');
  if (!mayActIn(data, actor, accountId)) throw forbidden('You do not have access to this account');
  return accountId;
}

export function requireAdmin(data: DemoData, actor: DemoUser): void {
  if (!isAdminUser(data, actor)) throw forbidden('Access denied. Admin privileges required.');
}

export function requireSuperAdmin(data: DemoData, actor: DemoUser): void {
  if (!isSuperAdminUser(data, actor)) throw forbidden('Access denied. Super Admin privileges required.');
}

const FLAG_WORDS: Record<string, string> = {
  can_send_message: 'send messages',
  can_upload_attachment: 'upload attachments',
  can_manage_chat_hisotry: 'manage chat history',
  can_regenerate: 'reject, edit or regenerate results',
  can_ask_assistant: 'ask the assistant',
  can_export_gsheet: 'export to spreadsheets',
  can_approve: 'approve results',
};

/** A permission flag of spec 1 §6 on the route it gates. */
export function requireFlag(data: DemoData, actor: DemoUser, flag: string): void {
  if (!hasPermission(data, actor, flag)) {
    throw forbidden(`You do not have permission to ${FLAG_WORDS[flag] ?? flag} (${flag})`);
  }
}
