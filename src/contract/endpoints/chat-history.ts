import { endpoint } from '../endpoint';

const one = '/api/chat-history/{chatId}';

/** The chat list of spec 3 §7 and one chat's messages. */
export const CHAT_HISTORY = {
  list: endpoint({ method: 'GET', path: '/api/chat-history', rule: 'chat:list' }),
  read: endpoint({ method: 'GET', path: one, rule: 'chat:see' }),
  rename: endpoint({ method: 'PATCH', path: one, rule: 'chat:rename' }),
  pin: endpoint({ method: 'POST', path: `${one}/pin`, rule: 'chat:pin' }),
  remove: endpoint({ method: 'DELETE', path: one, rule: 'chat:delete' }),
};
