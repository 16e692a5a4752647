import * as z from 'zod/mini';
import type { AudienceExport, AuditEntry } from '../../../core/domain/admin/entities';
import { count, moment, text } from './fields';
import { id, wrappedList } from './lenient';

/** POST /api/admin/adara-data-export: kept whole, since the admin saves it as a file. */
export const audienceExportAnswer = z.pipe(
  z.looseObject({ total_records: count }),
  z.transform((document): AudienceExport => ({ totalRecords: document.total_records, document })),
);

const auditEntrySchema = z.pipe(
  z.looseObject({
    id,
    at: moment,
    admin_user_id: text,
    admin_email: text,
    target_user_id: text,
    target_email: text,
    // Older entries (before the trail recorded it) have none: the admin acted as themselves.
    acting_user_id: z.optional(text),
    acting_email: z.optional(text),
    action: text,
    path: text,
  }),
  z.transform(
    (dto): AuditEntry => ({
      id: dto.id,
      at: dto.at,
      adminUserId: dto.admin_user_id,
      adminEmail: dto.admin_email,
      targetUserId: dto.target_user_id,
      targetEmail: dto.target_email,
      actingUserId: dto.acting_user_id ?? dto.admin_user_id,
      actingEmail: dto.acting_email ?? dto.admin_email,
      action: dto.action,
      path: dto.path,
    }),
  ),
);

/** GET /api/admin/audit: the impersonation audit trail (our addition, docs/backend-contract.md). */
export const auditEntriesAnswer = wrappedList(auditEntrySchema, 'audit entry', ['entries']);
