import { ADMIN_TOOLS } from '../../../contract/endpoints/admin-tools';
import { permitSuperAdminTool } from '../../access/resources/users';
import { audienceRecords } from '../../admin/data-export';
import { auditEntries } from '../../audit/auditTrail';
import { route } from '../route-kit';
import type { Route } from '../router';

/**
 * Data export (spec 3 §2 Data Export tab): the audience data, one record per account and enabled
 * destination, and the audit trail of impersonation (our addition): super admins only, read only.
 */
export const adminExportAndAuditRoutes: Route[] = [
  route(ADMIN_TOOLS.dataExport, async (ctx) => {
    permitSuperAdminTool(await ctx.actingAnywhere(), ADMIN_TOOLS.dataExport.rule);
    const records = audienceRecords(ctx.data);
    return { exported_at: new Date(ctx.now).toISOString(), total_records: records.length, records };
  }),
  route(ADMIN_TOOLS.audit, async (ctx) => {
    permitSuperAdminTool(await ctx.actingAnywhere(), ADMIN_TOOLS.audit.rule);
    const input = await ctx.input();
    const text = (field: string) => (typeof input[field] === 'string' ? (input[field] as string) : '');
    const filter = {
      adminId: text('adminId'),
      targetId: text('targetId'),
      from: text('from'),
      to: text('to'),
    };
    return { entries: auditEntries(ctx.data, filter) };
  }),
];
