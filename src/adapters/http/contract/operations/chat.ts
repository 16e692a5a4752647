import * as z from 'zod/mini';
import { actingBody, actingQuery } from '../../../../contract/requests/acting';
import { successAnswer } from '../../../../contract/requests/answers';
import {
  exportToSheetsBody,
  fileMetadataBody,
  messageStatusBody,
  refreshFilesBody,
  renameChatBody,
  sendMessageBody,
  uploadForm,
} from '../../../../contract/requests/chat';
import { chatHistoryQuery, PAGING_ADDITION } from '../../../../contract/requests/chat-history';
import { chatListAnswer } from '../../schemas/chat-list';
import { documentedAs } from '../../schemas/documented';
import {
  chatMessagesList,
  messageSchema,
  messageStatusAnswer,
  refreshedFilesAnswer,
  sendMessageAnswer,
  spreadsheetAnswer,
  uploadedFileAnswer,
} from '../../schemas/message';
import type { Operation } from '../operation';

const tag = 'Chat';
const history = 'Chat history';
const files = 'Files';

/** The chat, its results, its files and the chat list (spec 1 §7, spec 3 §7). */
/** The history answer as the client reads it (see chatMessagesList), documented with its cursor. */
function chatHistoryAnswer(chatId: string) {
  return documentedAs(chatMessagesList(chatId).schema, () =>
    z.object({ before: cursorField(), messages: z.array(messageSchema(chatId)) }),
  );
}

const cursorField = () =>
  z
    .nullable(z.string())
    .check(
      z.describe(
        `The cursor of the messages before this answer's first one, to send as \`before\`; null when the answer starts the chat. ${PAGING_ADDITION}`,
      ),
    );

export const chatOperations: Operation[] = [
  {
    method: 'POST',
    path: '/api/chat',
    summary: 'Sends a message, or acts on an earlier result (regenerate, edit, ask)',
    description:
      'Answers the assistant’s acknowledgement at once; its result is then polled. A repeated message whose run is still going answers that run.',
    tag,
    body: sendMessageBody,
    answer: sendMessageAnswer,
    errors: [400, 403, 404, 413],
  },
  {
    method: 'GET',
    path: '/api/chat/{chatId}/{messageId}/status',
    summary: 'The status of a message, and its result once done',
    tag,
    query: actingQuery,
    answer: messageStatusAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'POST',
    path: '/api/chat/{chatId}/{messageId}/status',
    summary: 'Approves or rejects a result, or toggles it back to completed',
    tag,
    body: messageStatusBody,
    answer: successAnswer,
    errors: [400, 403, 404, 409, 413],
  },
  {
    method: 'POST',
    path: '/api/chat/export-to-sheets',
    summary: 'Puts a result into a new spreadsheet shared with the user',
    tag,
    body: exportToSheetsBody,
    answer: spreadsheetAnswer,
    errors: [400, 403, 404, 413],
  },
  {
    method: 'GET',
    path: '/api/chat-history',
    summary: "The user's chats in the account, pinned first, then the latest change first",
    tag: history,
    query: actingQuery,
    answer: chatListAnswer,
    errors: [400, 403],
  },
  {
    method: 'GET',
    path: '/api/chat-history/{chatId}',
    summary: 'The messages of one chat, oldest first: all of them, or a page',
    description:
      'With `last`, the newest messages only; with `before` as well, those before the cursor an earlier answer gave. The answer’s `before` says whether earlier messages exist, and where they are read from. A client also reads an answer without `before` (a backend that does not page): as the whole history.',
    tag: history,
    query: chatHistoryQuery,
    answer: chatHistoryAnswer(''),
    errors: [400, 403, 404],
  },
  {
    method: 'PATCH',
    path: '/api/chat-history/{chatId}',
    summary: 'Renames a chat',
    tag: history,
    body: renameChatBody,
    answer: successAnswer,
    errors: [400, 403, 404, 413],
  },
  {
    method: 'POST',
    path: '/api/chat-history/{chatId}/pin',
    summary: 'Pins or unpins a chat (a toggle)',
    tag: history,
    body: actingBody,
    answer: z.looseObject({ success: z.boolean(), pinned: z.optional(z.boolean()) }),
    errors: [400, 403, 404],
  },
  {
    method: 'DELETE',
    path: '/api/chat-history/{chatId}',
    summary: 'Removes a chat; a pinned chat must be unpinned first (409)',
    tag: history,
    query: actingQuery,
    answer: successAnswer,
    errors: [400, 403, 404, 409],
  },
  {
    method: 'POST',
    path: '/api/upload',
    summary: 'Uploads one file, to go with the next message (files go one at a time)',
    tag: files,
    form: uploadForm,
    answer: uploadedFileAnswer({ name: '' }),
    errors: [400, 403, 404, 413],
  },
  {
    method: 'PUT',
    path: '/api/file-metadata/{messageId}',
    summary: 'Renames or pins a file of a message',
    tag: files,
    body: fileMetadataBody,
    answer: successAnswer,
    errors: [400, 403, 404, 413],
  },
  {
    method: 'POST',
    path: '/api/file-metadata/refresh-files/{chatId}',
    summary: 'Renews the links of the chat’s files that expire soon',
    tag: files,
    body: refreshFilesBody,
    answer: refreshedFilesAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/files/{key}',
    summary: 'A stored file, through a signed link that expires',
    description:
      'No key and no bearer token: a browser tab opens it. The query carries the expiry and the signature.',
    tag: files,
    credentials: 'signed-link',
    query: z.strictObject({ expires: z.string(), sig: z.string() }),
    answer: { contentType: '*/*', description: 'The file’s bytes, with its media type' },
    errors: [403, 404, 410],
  },
];
