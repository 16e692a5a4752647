import { endpoint } from '../endpoint';

const account = '/api/account-admin/accounts/{accountId}';
const member = `${account}/users/{targetId}`;
const setting = `${account}/settings/{settingKey}`;

/** An account's admins, members and settings (spec 3 §2 drill-down, §4, §5, §7), for who manages it. */
export const ACCOUNT_ADMIN = {
  members: endpoint({ method: 'GET', path: `${account}/users`, rule: 'membership:list' }),
  addMember: endpoint({ method: 'POST', path: `${account}/users`, rule: 'membership:change' }),
  setAdmin: endpoint({ method: 'PUT', path: member, rule: 'membership:change' }),
  removeMember: endpoint({ method: 'DELETE', path: member, rule: 'membership:change' }),
  settings: endpoint({ method: 'GET', path: `${account}/settings`, rule: 'setting:see' }),
  saveSetting: endpoint({ method: 'PUT', path: setting, rule: 'setting:change' }),
  removeSetting: endpoint({ method: 'DELETE', path: setting, rule: 'setting:change' }),
};
