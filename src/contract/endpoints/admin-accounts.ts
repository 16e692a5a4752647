import { endpoint } from '../endpoint';

/**
 * The Accounts tab of spec 3 §2, §4 and §7: every account (super admins), made and changed.
 * (The accounts one manages, GET /api/account-admin/accounts, is also the sign-in's account
 * choice: `ACCOUNTS.managed`, in ./accounts.)
 */
export const ADMIN_ACCOUNTS = {
  listAll: endpoint({ method: 'GET', path: '/api/admin/accounts', rule: 'account:list-all' }),
  create: endpoint({ method: 'POST', path: '/api/admin/accounts', rule: 'account:create' }),
  update: endpoint({ method: 'PUT', path: '/api/admin/accounts/{id}', rule: 'account:change' }),
};
