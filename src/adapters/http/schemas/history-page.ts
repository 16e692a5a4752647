import * as z from 'zod/mini';
import { actingQuery } from '../../../contract/requests/acting';
import { documentedAs } from './documented';
import { chatMessagesList, messageSchema } from './message';

/** The most messages one page may hold (the demo backend refuses more with a 400). */
export const MAX_HISTORY_PAGE = 200;

const ADDITION = 'The contract’s addition to spec 1 §7 (a history that pages).';

/** GET /api/chat-history/{chatId}'s query: the acting user and account, and which page. */
export const chatHistoryQuery = z.extend(actingQuery, {
  last: z.optional(
    z
      .int()
      .check(
        z.minimum(1),
        z.maximum(MAX_HISTORY_PAGE),
        z.describe(`The newest messages only, at most this many. Without it, every message. ${ADDITION}`),
      ),
  ),
  before: z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.describe(
          `Only the messages before this cursor: the \`before\` of an earlier answer. A cursor that is no message of the chat is a 400. ${ADDITION}`,
        ),
      ),
  ),
});

const cursorField = z
  .nullable(z.string())
  .check(
    z.describe(
      `The cursor of the messages before this answer's first one, to send as \`before\`; null when the answer starts the chat. ${ADDITION}`,
    ),
  );

/**
 * The cursor of a history answer. A backend that does not page sends none: its answer is then the
 * whole history, and there is nothing earlier to read.
 */
export const historyCursor = z.pipe(
  z.unknown(),
  z.transform((value): string | undefined => {
    if (typeof value !== 'object' || value === null || !('before' in value)) return undefined;
    const { before } = value;
    return typeof before === 'string' && before !== '' ? before : undefined;
  }),
);

/** The history answer as the client reads it (see chatMessagesList), documented with its cursor. */
export function chatHistoryAnswer(chatId: string) {
  return documentedAs(chatMessagesList(chatId).schema, () =>
    z.object({ before: cursorField, messages: z.array(messageSchema(chatId)) }),
  );
}
