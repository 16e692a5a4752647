import { enabledChannelsOf } from '../../users/enabledChannels';
import type { Route } from '../router';
import { asSuperAdmin } from './admin-common';

/**
 * Data export (spec 3 §2 Data Export tab): the audience data, one record per account and enabled
 * destination, and the audit trail of impersonation (our addition): super admins only, read only.
 */
export const adminExportAndAuditRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/admin/adara-data-export',
    async handle(ctx) {
      const { data, at } = await asSuperAdmin(ctx);
      const records = data.accounts.flatMap((account) =>
        Object.entries(enabledChannelsOf(data, account.id))
          .filter(([, enabled]) => enabled)
          .map(([destination]) => ({
            account_id: account.id,
            account_name: account.name,
            destination,
            audience: `${account.name} — ${destination} converters`,
            members: data.users.filter((user) => user.account_id === account.id).length * 1250,
          })),
      );
      return { exported_at: at, total_records: records.length, records };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    async handle(ctx) {
      const { data, input } = await asSuperAdmin(ctx);
      const text = (field: string) => (typeof input[field] === 'string' ? (input[field] as string) : '');
      const admin = text('adminId');
      const target = text('targetId');
      const from = text('from');
      const to = text('to');
      const entries = (data.auditTrail ?? [])
        .filter((entry) => !admin || entry.admin_user_id === admin)
        .filter((entry) => !target || entry.target_user_id === target)
        .filter((entry) => !from || entry.at.slice(0, 10) >= from)
        .filter((entry) => !to || entry.at.slice(0, 10) <= to)
        .slice()
        .reverse();
      return { entries };
    },
  },
];
