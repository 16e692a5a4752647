import * as z from 'zod/mini';
import { CHAT_CALLS } from '../../../../contract/described/chat';
import { CHAT_HISTORY_CALLS } from '../../../../contract/described/chat-history';
import { FILE_CALLS } from '../../../../contract/described/files';
import { SEED_UPLOAD_BYTES } from '../../../../contract/described/seed';
import { successAnswer } from '../../../../contract/requests/answers';
import { PAGING_ADDITION } from '../../../../contract/requests/chat-history';
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
import { answered, type Operation } from '../operation';

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

/** The chat, its results, its files and the chat list (spec 1 §7, spec 3 §7). */
export const chatOperations: Operation[] = [
  ...answered(CHAT_CALLS, {
    send: sendMessageAnswer,
    messageStatus: messageStatusAnswer,
    judge: successAnswer,
    exportToSheets: spreadsheetAnswer,
  }),
  ...answered(CHAT_HISTORY_CALLS, {
    list: chatListAnswer,
    read: chatHistoryAnswer(''),
    rename: successAnswer,
    pin: z.looseObject({ success: z.boolean(), pinned: z.optional(z.boolean()) }),
    remove: successAnswer,
  }),
  ...answered(FILE_CALLS, {
    upload: uploadedFileAnswer({ name: '' }),
    changeMetadata: successAnswer,
    refreshLinks: refreshedFilesAnswer,
    download: {
      contentType: '*/*',
      description: 'The file’s bytes, with its media type',
      example: SEED_UPLOAD_BYTES,
    },
  }),
];
