import type { Message } from '../../core/domain/message';
import type { ChatHistoryRead } from '../../core/ports/ChatPort';
import type { AnswerText } from './answer';
import { readWorded } from './failures';
import { FIRST_SCREEN_MESSAGES } from './history-page-sizes';
import { lastItemsOfList } from './list-tail';
import { historyCursor } from './schemas/history-page';
import { listIn } from './schemas/lenient';
import { type IdleTime, readItemsInSlices } from './schemas/list-items';
import { chatMessagesList } from './schemas/message';

type MessagesList = ReturnType<typeof chatMessagesList>;

/**
 * Reads a history answer with its cursor: the newest messages (`page` 'newest') end first when
 * the answer is long (the whole history, from a backend that does not page), an earlier page at
 * once since it is shown whole.
 */
export function readHistory(
  answer: AnswerText,
  chatId: string,
  whenIdle: () => Promise<IdleTime>,
  page: 'newest' | 'earlier',
): ChatHistoryRead {
  const read =
    page === 'newest'
      ? readHistoryEndFirst(answer, chatId, whenIdle)
      : { latest: answer.read(chatMessagesList(chatId).schema) };
  if (read.whole) return read;
  const earlier = answer.read(historyCursor);
  return earlier === undefined ? read : { ...read, earlier };
}

/**
 * Reads a history answer end first: the last screenful is parsed and validated at once, the
 * whole once the page is idle (`whenIdle`), a slice of messages per idle period, so a
 * 10,000-message chat shows as soon as a short one and reading the rest never holds the page up
 * for long. An answer that does not end with its list, or a short one, is read whole at once;
 * the whole read decides in the end (a malformed answer still fails, then).
 */
export function readHistoryEndFirst(
  answer: AnswerText,
  chatId: string,
  whenIdle: () => Promise<IdleTime>,
): ChatHistoryRead {
  const list = chatMessagesList(chatId);
  const end = lastItemsOfList(answer.bytes, FIRST_SCREEN_MESSAGES);
  if (end === undefined) return { latest: answer.read(list.schema) };
  let latest: Message[];
  try {
    latest = answer.read(list.schema, end);
  } catch {
    return { latest: answer.read(list.schema) };
  }
  return { latest, whole: () => readWorded(() => readInSlices(answer, list, whenIdle)) };
}

async function readInSlices(
  answer: AnswerText,
  list: MessagesList,
  whenIdle: () => Promise<IdleTime>,
): Promise<Message[]> {
  await whenIdle();
  const items = listIn(answer.json(), list.keys);
  // No list where one belongs: the whole read says what is wrong.
  if (!items) return answer.read(list.schema);
  return readItemsInSlices(items, list.readItem, whenIdle);
}
