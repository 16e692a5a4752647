import { endpoint } from '../endpoint';

/** The accounts one may act in, an account's destinations (spec 1 §7) and impersonation (spec 3 §6). */
export const ACCOUNTS = {
  managed: endpoint({ method: 'GET', path: '/api/account-admin/accounts', rule: 'account:list-managed' }),
  enabledChannels: endpoint({
    method: 'GET',
    path: '/api/users/enabled-channels/{accountId}',
    rule: 'account:channels',
  }),
  impersonate: endpoint({
    method: 'GET',
    path: '/api/admin/impersonate/{targetUserId}',
    rule: 'user:impersonate',
  }),
  endImpersonation: endpoint({
    method: 'GET',
    path: '/api/admin/end-impersonation',
    rule: 'identity:session',
  }),
};
