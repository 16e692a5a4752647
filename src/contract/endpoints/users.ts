import { endpoint } from '../endpoint';

const one = '/api/admin/users/{id}';

/** The Users tab of spec 3 §2, §5 and §7: every user, their role and accounts, their status. */
export const USERS = {
  list: endpoint({ method: 'GET', path: '/api/admin/users', rule: 'user:list' }),
  assignRole: endpoint({ method: 'PUT', path: `${one}/role`, rule: 'user:change' }),
  setStatus: endpoint({ method: 'PUT', path: `${one}/status`, rule: 'user:change' }),
};
