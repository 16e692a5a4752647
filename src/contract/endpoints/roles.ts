import { endpoint } from '../endpoint';

const one = '/api/admin/roles/{id}';

/** The Roles tab of spec 3 §2, §5 and §7: admins read the roles, super admins change them. */
export const ROLES = {
  list: endpoint({ method: 'GET', path: '/api/admin/roles', rule: 'role:list' }),
  create: endpoint({ method: 'POST', path: '/api/admin/roles', rule: 'role:change' }),
  update: endpoint({ method: 'PUT', path: one, rule: 'role:change' }),
  remove: endpoint({ method: 'DELETE', path: one, rule: 'role:change' }),
  grants: endpoint({ method: 'GET', path: `${one}/permissions`, rule: 'role:grants' }),
};
