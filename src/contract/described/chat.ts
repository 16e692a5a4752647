import {
  JUDGED_ANSWER,
  MESSAGE_RESULT_ANSWER,
  MESSAGE_SENT_ANSWER,
  SPREADSHEET_ANSWER,
} from '../answers/chat';
import { describeAll } from '../described';
import { CHAT } from '../endpoints/chat';
import { actingQuery } from '../requests/acting';
import { exportToSheetsBody, messageStatusBody, sendMessageBody } from '../requests/chat';
import { SEED } from './seed';

const tag = 'Chat';

export const CHAT_CALLS = describeAll(CHAT, {
  send: {
    bodyAdditions: { chatId: SEED.plannerChat },
    answer: MESSAGE_SENT_ANSWER,
    tag,
    summary: 'Sends a message, or acts on an earlier result (regenerate, edit, ask)',
    description:
      'Answers the assistant’s acknowledgement at once; its result is then polled. A repeated message whose run is still going answers that run.',
    body: sendMessageBody,
    errors: [400, 403, 404, 413],
    example: { body: { message: 'Hello' } },
  },
  messageStatus: {
    answer: MESSAGE_RESULT_ANSWER,
    tag,
    summary: 'The status of a message, and its result once done',
    query: actingQuery,
    errors: [400, 403, 404],
    example: { params: { chatId: SEED.ownerChat, messageId: SEED.ownerResult } },
  },
  judge: {
    answer: JUDGED_ANSWER,
    tag,
    summary: 'Approves or rejects a result, or toggles it back to completed',
    body: messageStatusBody,
    errors: [400, 403, 404, 409, 413],
    example: {
      params: { chatId: SEED.plannerChat, messageId: SEED.plannerResult },
      body: { status: 'approved' },
    },
  },
  exportToSheets: {
    bodyAdditions: { chatId: SEED.plannerChat, messageId: SEED.plannerResult },
    answer: SPREADSHEET_ANSWER,
    tag,
    summary: 'Puts a result into a new spreadsheet shared with the user',
    body: exportToSheetsBody,
    errors: [400, 403, 404, 413],
    example: { body: { userEmail: 'riley.planner@example.com', data: { budget: 1000 } } },
  },
});
