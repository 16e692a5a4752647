import { CHATS_ANSWER, HISTORY_ANSWER, PINNED_ANSWER } from '../answers/chat';
import { SUCCESS } from '../answers/named';
import { describeAll } from '../described';
import { CHAT_HISTORY } from '../endpoints/chat-history';
import { actingBody, actingQuery } from '../requests/acting';
import { renameChatBody } from '../requests/chat';
import { chatHistoryQuery } from '../requests/chat-history';
import { SEED } from './seed';

const tag = 'Chat history';
const plannerChat = { chatId: SEED.plannerChat };

export const CHAT_HISTORY_CALLS = describeAll(CHAT_HISTORY, {
  list: {
    answer: CHATS_ANSWER,
    tag,
    summary: "The user's chats in the account, pinned first, then the latest change first",
    query: actingQuery,
    errors: [400, 403],
  },
  read: {
    answer: HISTORY_ANSWER,
    tag,
    summary: 'The messages of one chat, oldest first: all of them, or a page',
    description:
      'With `last`, the newest messages only; with `before` as well, those before the cursor an earlier answer gave. The answer’s `before` says whether earlier messages exist, and where they are read from. A client also reads an answer without `before` (a backend that does not page): as the whole history.',
    query: chatHistoryQuery,
    errors: [400, 403, 404],
    example: { params: { chatId: SEED.ownerChat } },
  },
  rename: {
    answer: SUCCESS,
    tag,
    summary: 'Renames a chat',
    body: renameChatBody,
    errors: [400, 403, 404, 413],
    example: { params: plannerChat, body: { summary: 'Renamed' } },
  },
  pin: {
    answer: PINNED_ANSWER,
    tag,
    summary: 'Pins or unpins a chat (a toggle)',
    body: actingBody,
    errors: [400, 403, 404],
    example: { params: plannerChat, body: {} },
  },
  remove: {
    answer: SUCCESS,
    tag,
    summary: 'Removes a chat; a pinned chat must be unpinned first (409)',
    query: actingQuery,
    errors: [400, 403, 404, 409],
    example: { params: { chatId: SEED.plannerUnpinnedChat } },
  },
});
