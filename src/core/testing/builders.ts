import type { Campaign, Folder } from '../domain/campaign';
import type { ChatHistoryItem, Message, Reference, SendMessageAnswer } from '../domain/message';
import { builderOf } from './builder';

/*
 * One builder per domain type: the neutral record, with what a test is about overridden
 * (`aFolder({ name: 'Q2' })`). A new field is added here once, not in every test that writes the
 * record out. Users are in users.ts, the administration's records in admin-fixtures.ts.
 */

/** A folder with neutral values. */
export const aFolder = builderOf<Folder>({
  id: 'f-1',
  name: 'Spring',
  isPinned: false,
  campaignCount: 0,
  createdAt: '',
  updatedAt: '',
});

/** A campaign with neutral values. */
export const aCampaign = builderOf<Campaign>({
  id: 'cmp-1',
  name: 'Spring Trail',
  status: 'draft',
  destination: 'facebook',
  isPinned: false,
  createdAt: '2026-11-23T09:00:00Z',
  updatedAt: '2026-11-23T09:00:00Z',
  files: [],
});

/** A stored bot message of chat-1 with neutral values. */
const neutralMessage = builderOf<Message>({
  id: 'm-1',
  messageId: 'm-1',
  chatId: 'chat-1',
  type: 'bot',
  content: '',
  timestamp: '2026-11-23T08:00:00.000Z',
});

/** A stored message; its messageId follows its id unless the test says otherwise. */
export function aMessage(overrides: Partial<Message> = {}): Message {
  return neutralMessage({ ...(overrides.id ? { messageId: overrides.id } : {}), ...overrides });
}

/** A chat in the sidebar's list: c-1, 'Q1 plan', not pinned. */
export const aChat = builderOf<ChatHistoryItem>({
  id: 'c-1',
  summary: 'Q1 plan',
  pinned: false,
  updatedAt: '',
});

/** The assistant's acknowledgement of a message sent in chat-1: a general answer, its reply b-1. */
export const aSendAnswer = builderOf<SendMessageAnswer>({
  message: 'On it',
  action: 'general',
  chatId: 'chat-1',
  messageId: 'b-1',
});

/** A reference to the result r-1, as the next message sends it. */
export const aReference = builderOf<Reference>({ messageId: 'r-1', type: 'message' });
