import * as z from 'zod/mini';
import { described, email, moment, named, recordId, sends } from './named';

export const AuditEntry = named(
  'AuditEntry',
  'One call made while impersonating, or its start or end (spec 3 §2, Impersonation)',
  z.object({
    id: recordId,
    at: moment,
    admin_user_id: described(recordId, 'The admin who impersonates'),
    admin_email: email,
    target_user_id: described(recordId, 'The user impersonated'),
    target_email: email,
    acting_user_id: recordId,
    acting_email: email,
    action: z.string(),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    path: z.string(),
    status: z.int(),
  }),
);

export const AudienceRecord = named(
  'AudienceRecord',
  'One audience of the data export: an account’s converters on one destination',
  z.object({
    account_id: recordId,
    account_name: z.string(),
    destination: z.string(),
    audience: z.string(),
    members: z.int().check(z.nonnegative()),
  }),
);

export const AUDIT_ANSWER = sends(z.object({ entries: z.array(AuditEntry) }), {
  entries: [
    {
      id: 'audit-1',
      at: '2026-11-28T09:00:00.000Z',
      admin_user_id: 'u-sam-super',
      admin_email: 'sam.super@example.com',
      target_user_id: 'u-val-viewer',
      target_email: 'val.viewer@example.com',
      acting_user_id: 'u-sam-super',
      acting_email: 'sam.super@example.com',
      action: 'Ended impersonation',
      method: 'GET',
      path: '/api/admin/end-impersonation',
      status: 200,
    },
  ],
});

export const DATA_EXPORT_ANSWER = sends(
  z.object({
    exported_at: moment,
    total_records: z.int().check(z.nonnegative()),
    records: z.array(AudienceRecord),
  }),
  {
    exported_at: '2026-11-28T09:00:00.000Z',
    total_records: 1,
    records: [
      {
        account_id: 'acc-acme-media',
        account_name: 'Acme Media',
        destination: 'facebook',
        audience: 'Acme Media — facebook converters',
        members: 6250,
      },
    ],
  },
);
