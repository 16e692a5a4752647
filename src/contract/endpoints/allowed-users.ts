import { endpoint } from '../endpoint';

/** The Allowed Users tab of spec 3 §2, §5 and §7: who may enter, per account an admin manages. */
export const ALLOWED_USERS = {
  list: endpoint({ method: 'GET', path: '/api/admin/allowed-users', rule: 'allowed-user:list' }),
  allow: endpoint({ method: 'POST', path: '/api/admin/allowed-users', rule: 'allowed-user:change' }),
  remove: endpoint({ method: 'DELETE', path: '/api/admin/allowed-users/{id}', rule: 'allowed-user:change' }),
};
