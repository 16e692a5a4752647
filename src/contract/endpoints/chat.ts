import { endpoint } from '../endpoint';

const status = '/api/chat/{chatId}/{messageId}/status';

/** The chat of spec 1 §7: a message sent, its result polled and judged, a result exported. */
export const CHAT = {
  send: endpoint({ method: 'POST', path: '/api/chat', rule: 'message:send' }),
  messageStatus: endpoint({ method: 'GET', path: status, rule: 'message:see' }),
  judge: endpoint({ method: 'POST', path: status, rule: 'message:approve' }),
  exportToSheets: endpoint({ method: 'POST', path: '/api/chat/export-to-sheets', rule: 'file:export' }),
};
