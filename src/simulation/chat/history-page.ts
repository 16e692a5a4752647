import { MAX_HISTORY_PAGE } from '../../contract/history-page-limit';
import { badRequest } from '../DemoError';
import type { Input } from '../kernel/context';

/** Which part of a history a request asks for: the newest `last` messages before `before`. */
export interface HistoryPageRequest {
  /** Undefined: every message (before `before`), as a backend that does not page answers. */
  last?: number;
  /** The id of a message of the chat: only the messages before it. */
  before?: string;
}

/** A page of a history, oldest first, and the cursor of the page before it (null: it starts the chat). */
export interface HistoryPage<T> {
  messages: T[];
  before: string | null;
}

/** `last` and `before` of GET /api/chat-history/{chatId} (the contract's addition to spec 1 §7); 400 names a bad one. */
export function readHistoryPageRequest(input: Input): HistoryPageRequest {
  const { last, before } = input;
  const request: HistoryPageRequest = {};
  if (last !== undefined && last !== '') {
    const count = Number(last);
    if (!Number.isInteger(count) || count < 1 || count > MAX_HISTORY_PAGE)
      throw badRequest(`last must be a whole number from 1 to ${MAX_HISTORY_PAGE}`);
    request.last = count;
  }
  if (before !== undefined && before !== '') {
    if (typeof before !== 'string') throw badRequest('before must be a message id');
    request.before = before;
  }
  return request;
}

/**
 * The page of `messages` (oldest first) a request asks for. The cursor is the id of the page's
 * first message, so a page read later still follows on even when newer messages arrived meanwhile.
 */
export function historyPage<T extends { id: string }>(
  messages: readonly T[],
  { last, before }: HistoryPageRequest,
): HistoryPage<T> {
  let end = messages.length;
  if (before !== undefined) {
    end = messages.findIndex((message) => message.id === before);
    if (end < 0) throw badRequest('before must be the id of a message of this chat');
  }
  const start = last === undefined ? 0 : Math.max(0, end - last);
  const first = messages[start];
  return { messages: messages.slice(start, end), before: start > 0 && first ? first.id : null };
}
