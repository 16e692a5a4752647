import type { DemoChat, DemoData, DemoMessage } from './types';

/**
 * Lookups that cost what they return, not the size of the data, kept beside `DemoData` without
 * changing its plain-JSON shape (handlers keep reading and changing the arrays as before).
 *
 * The rule for collections: add with `push`, remove by assigning a new array (`filter`). An index
 * notices both: it indexes records pushed since it last looked, and starts over for a new array
 * (or one that shrank or was changed in the middle). The key of a record must not change.
 * A new collection gets its index with one line: `groupedBy(data.folders, (f) => f.account_id, 'account')`.
 */
interface GroupIndex<T> {
  indexed: number;
  last: T | undefined;
  groups: Map<string, T[]>;
}

const indexes = new WeakMap<readonly unknown[], Map<string, GroupIndex<unknown>>>();

/** The records of `records` grouped by `key`; `name` tells two indexes of one array apart. */
export function groupedBy<T>(
  records: readonly T[],
  key: (record: T) => string,
  name: string,
): Map<string, T[]> {
  let byName = indexes.get(records);
  if (!byName) {
    byName = new Map();
    indexes.set(records, byName);
  }
  let index = byName.get(name) as GroupIndex<T> | undefined;
  const stale =
    !index ||
    index.indexed > records.length ||
    (index.indexed > 0 && records[index.indexed - 1] !== index.last);
  if (!index || stale) {
    index = { indexed: 0, last: undefined, groups: new Map() };
    byName.set(name, index as GroupIndex<unknown>);
  }
  for (let position = index.indexed; position < records.length; position += 1) {
    const record = records[position] as T;
    const group = key(record);
    const members = index.groups.get(group);
    if (members) members.push(record);
    else index.groups.set(group, [record]);
  }
  index.indexed = records.length;
  index.last = records[records.length - 1];
  return index.groups;
}

const NONE: readonly never[] = [];

/** Builds every index now (at start), so that the first request does not pay for it. */
export function warmIndexes(data: DemoData): void {
  chatById(data, '');
  chatsOfUser(data, '');
  messageById(data, '');
  messagesOfChat(data, '');
}

export function chatById(data: DemoData, chatId: string): DemoChat | undefined {
  return groupedBy(data.chats, (chat) => chat.id, 'id').get(chatId)?.[0];
}

/** A user's chats in every account, in the order they were stored. */
export function chatsOfUser(data: DemoData, userId: string): readonly DemoChat[] {
  return groupedBy(data.chats, (chat) => chat.user_id, 'user').get(userId) ?? NONE;
}

export function messageById(data: DemoData, messageId: string): DemoMessage | undefined {
  return groupedBy(data.messages, (message) => message.id, 'id').get(messageId)?.[0];
}

/** A chat's messages in the order they were stored. */
export function messagesOfChat(data: DemoData, chatId: string): readonly DemoMessage[] {
  return groupedBy(data.messages, (message) => message.chat_id, 'chat').get(chatId) ?? NONE;
}
