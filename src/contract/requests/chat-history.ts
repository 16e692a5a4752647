import * as z from 'zod/mini';
import { MAX_HISTORY_PAGE } from '../history-page-limit';
import { actingQuery } from './acting';

export const PAGING_ADDITION = 'The contract’s addition to spec 1 §7 (a history that pages).';

/** GET /api/chat-history/{chatId}'s query: the acting user and account, and which page. */
export const chatHistoryQuery = z.extend(actingQuery, {
  last: z.optional(
    z
      .int()
      .check(
        z.minimum(1),
        z.maximum(MAX_HISTORY_PAGE),
        z.describe(
          `The newest messages only, at most this many. Without it, every message. ${PAGING_ADDITION}`,
        ),
      ),
  ),
  before: z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.describe(
          `Only the messages before this cursor: the \`before\` of an earlier answer. A cursor that is no message of the chat is a 400. ${PAGING_ADDITION}`,
        ),
      ),
  ),
});
