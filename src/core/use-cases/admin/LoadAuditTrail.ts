import type { AuditEntry, AuditFilter } from '../../domain/admin/entities';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** Changes made while impersonating, filtered by admin, target and dates (our audit list). */
export class LoadAuditTrail {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string; filter: AuditFilter }): Promise<Outcome<AuditEntry[]>> {
    return attempt(() => this.admin.listAuditTrail(request.userId, request.filter));
  }
}

export const LoadAuditTrailToken = Symbol.for('LoadAuditTrail');
