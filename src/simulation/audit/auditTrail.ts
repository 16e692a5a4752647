import { insert } from '../data/collections';
import { nextId } from '../data/ids';
import type { DemoAuditEntry, DemoData, DemoUser } from '../data/types';

/** What a changing call did, in words an auditor reads; unknown routes fall back to method and path. */
const ACTION_LABELS: Record<string, string> = {
  'POST /api/chat': 'Sent a message',
  'POST /api/chat/:chatId/:messageId/status': 'Approved or rejected a result',
  'PATCH /api/chat-history/:chatId': 'Renamed a chat',
  'POST /api/chat-history/:chatId/pin': 'Pinned or unpinned a chat',
  'DELETE /api/chat-history/:chatId': 'Removed a chat',
  'POST /api/upload': 'Uploaded a file',
  'GET /api/admin/impersonate/:targetUserId': 'Started impersonation',
  'GET /api/admin/end-impersonation': 'Ended impersonation',
};

/**
 * Whether a call belongs in the trail: a change that succeeded (any write; of the reads, starting
 * and ending impersonation). Decided by the call itself, not by what other requests changed meanwhile.
 */
export function isAuditedCall(method: string, routePath: string, status: number): boolean {
  if (status < 200 || status >= 300) return false;
  return method !== 'GET' || ACTION_LABELS[`${method} ${routePath}`] !== undefined;
}

/** The user a caller is impersonating right now, if any. */
export function impersonatedBy(data: DemoData, caller: DemoUser | null): string | null {
  if (!caller) return null;
  return data.impersonations.find((entry) => entry.adminUserId === caller.id)?.targetUserId ?? null;
}

export interface AuditedCall {
  method: string;
  /** The route pattern that answered, e.g. '/api/chat-history/:chatId'. */
  routePath: string;
  path: string;
  status: number;
}

/**
 * Records a call that changed data while its caller was impersonating someone (before or after
 * the call: starting and ending count too), with the identity the call acted as: the impersonated
 * user only when the call named them. All identities are taken from the server's own state and the
 * token, never from the request's word, so a client cannot write or alter the trail.
 */
export function recordImpersonatedChange(
  data: DemoData,
  identities: { admin: DemoUser; targetUserId: string; acting: DemoUser },
  call: AuditedCall,
  now: number,
): void {
  const { admin, targetUserId, acting } = identities;
  const target = data.users.find((user) => user.id === targetUserId);
  const entry: DemoAuditEntry = {
    id: nextId(data, 'audit'),
    at: new Date(now).toISOString(),
    admin_user_id: admin.id,
    admin_email: admin.email,
    target_user_id: targetUserId,
    target_email: target?.email ?? '',
    acting_user_id: acting.id,
    acting_email: acting.email,
    action: ACTION_LABELS[`${call.method} ${call.routePath}`] ?? `${call.method} ${call.routePath}`,
    method: call.method,
    path: call.path,
    status: call.status,
  };
  data.auditTrail ??= [];
  insert(data, 'auditTrail', entry);
}

export interface AuditFilter {
  adminId: string;
  targetId: string;
  /** ISO dates (yyyy-mm-dd), inclusive; '' for no bound. */
  from: string;
  to: string;
}

/** The trail, newest first, narrowed to an admin, a target and a date range. */
export function auditEntries(data: DemoData, filter: AuditFilter): DemoAuditEntry[] {
  return (data.auditTrail ?? [])
    .filter((entry) => !filter.adminId || entry.admin_user_id === filter.adminId)
    .filter((entry) => !filter.targetId || entry.target_user_id === filter.targetId)
    .filter((entry) => !filter.from || entry.at.slice(0, 10) >= filter.from)
    .filter((entry) => !filter.to || entry.at.slice(0, 10) <= filter.to)
    .reverse();
}
