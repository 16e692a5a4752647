import type { ChatHistoryItem, Message, MessageStatus } from '../domain/message';
import type { ActingContext } from '../ports/acting-context';
import { aMessage, aSendAnswer } from './builders';
import { FakeChatPort } from './FakeChatPort';
import { ManualClock } from './ManualClock';

/*
 * What the chat's use-case tests start from: the user acting, chat-1 and its result r-1, and a
 * chat that acknowledges a follow-up as the backend does.
 */

/** The user the tests act as, in their account. */
export const ctx: ActingContext = { userId: 'u-1', accountId: 'acc-1' };

export const HOUR = 3_600_000;

/** A user message of chat-1 carrying one file whose link expires at `linkExpiresAt` (epoch ms). */
export function aMessageWithFile(linkExpiresAt: number): Message {
  return aMessage({
    type: 'user',
    content: 'IO',
    files: [{ name: 'io.pdf', url: 'https://files.example/io.pdf', linkExpiresAt }],
  });
}

/** The result r-1 of chat-1 as the approve and reject flows get it, in `status` when it has one. */
export function aboutResult(status?: MessageStatus) {
  return { ctx, chatId: 'chat-1', message: status ? { messageId: 'r-1', status } : { messageId: 'r-1' } };
}

/** A follow-up to the result r-1 of chat-1 (a question, an edit, a regeneration). */
export const followUpOfResult = { ctx, chatId: 'chat-1', source: { messageId: 'r-1' } };

/** The acknowledgement of a follow-up: the assistant's reply b-2 is on its way. */
const followUpAck = aSendAnswer({ message: 'Working on it', action: 'campaign-augmentor', messageId: 'b-2' });

/** A chat that acknowledges the next send, and the clock its reply is watched on. */
export function acknowledgingChat() {
  const chat = new FakeChatPort();
  const clock = new ManualClock();
  chat.sendAnswers = [followUpAck];
  return { chat, clock };
}

/** Permissions that may pin and remove chats. */
export const chatManager = { can_manage_chat_hisotry: true };

/** A chat port whose list holds `chats`. */
export function chatListing(...chats: ChatHistoryItem[]): FakeChatPort {
  const port = new FakeChatPort();
  port.chats = chats.map((chat) => ({ ...chat }));
  return port;
}
