import { endpoint } from '../endpoint';

const assignments = '/api/channels/accounts';

/** The Channel Config tab of spec 3 §2, §5 and §7: channel configurations and the accounts that use them. */
export const CHANNELS = {
  list: endpoint({ method: 'GET', path: '/api/channels', rule: 'channel:list' }),
  types: endpoint({ method: 'GET', path: '/api/channels/types', rule: 'channel:list' }),
  assignments: endpoint({ method: 'GET', path: assignments, rule: 'channel-assignment:list' }),
  create: endpoint({ method: 'POST', path: '/api/channels', rule: 'channel:create' }),
  update: endpoint({ method: 'PUT', path: '/api/channels/{id}', rule: 'channel:change' }),
  remove: endpoint({ method: 'DELETE', path: '/api/channels/{id}', rule: 'channel:change' }),
  assign: endpoint({ method: 'POST', path: assignments, rule: 'channel-assignment:change' }),
  setEnabled: endpoint({ method: 'PUT', path: `${assignments}/{id}`, rule: 'channel-assignment:change' }),
  unassign: endpoint({ method: 'DELETE', path: `${assignments}/{id}`, rule: 'channel-assignment:change' }),
};
