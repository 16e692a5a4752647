import { endpoint } from '../endpoint';

const one = '/api/admin/permissions/{id}';

/** The Permissions tab of spec 3 §2, §5 and §7: keys never change, system ones never change at all. */
export const PERMISSIONS = {
  list: endpoint({ method: 'GET', path: '/api/admin/permissions', rule: 'permission:list' }),
  create: endpoint({ method: 'POST', path: '/api/admin/permissions', rule: 'permission:change' }),
  update: endpoint({ method: 'PUT', path: one, rule: 'permission:change' }),
  remove: endpoint({ method: 'DELETE', path: one, rule: 'permission:change' }),
};
