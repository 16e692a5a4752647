import type { Message } from '../../core/domain/message';
import type { ChatHistoryRead } from '../../core/ports/ChatPort';
import type { AnswerText } from './answer';
import { lastItemsOfList } from './list-tail';
import { chatMessagesAnswer } from './schemas/message';

/** More than a first screen holds (rows are at least about 40 px high), overscan included. */
export const FIRST_SCREEN_MESSAGES = 50;

/**
 * Reads a history answer end first: the last screenful is parsed and validated at once, the
 * whole once the page is idle (`whenIdle`), so a 10,000-message chat shows as soon as a short
 * one. An answer that does not end with its list, or a short one, is read whole at once; the
 * whole read decides in the end (a malformed answer still fails, then).
 */
export function readHistoryEndFirst(
  answer: AnswerText,
  chatId: string,
  whenIdle: () => Promise<void>,
): ChatHistoryRead {
  const schema = chatMessagesAnswer(chatId);
  const end = lastItemsOfList(answer.text, FIRST_SCREEN_MESSAGES);
  if (end === undefined) return { latest: answer.read(schema) };
  let latest: Message[];
  try {
    latest = answer.read(schema, end);
  } catch {
    return { latest: answer.read(schema) };
  }
  return {
    latest,
    whole: async () => {
      await whenIdle();
      return answer.read(schema);
    },
  };
}
