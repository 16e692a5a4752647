import { endpoint } from '../endpoint';

/**
 * The Data Export tab of spec 3 §2 and the audit trail of impersonation (our addition): super
 * admins only, read only.
 */
export const ADMIN_TOOLS = {
  dataExport: endpoint({ method: 'POST', path: '/api/admin/adara-data-export', rule: 'data-export:run' }),
  audit: endpoint({ method: 'GET', path: '/api/admin/audit', rule: 'audit:see' }),
};
