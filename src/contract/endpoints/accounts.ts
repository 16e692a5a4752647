import { endpoint } from '../endpoint';

/** An account's destinations (spec 1 §7) and impersonation (spec 3 §6). */
export const ACCOUNTS = {
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
