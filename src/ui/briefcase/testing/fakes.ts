import { observable, observableRef } from 'mobx';
import type { Message, MessageFile } from '../../../core/domain/message';
import type { User } from '../../../core/domain/user';
import type { ActingContext } from '../../../core/ports/acting-context';
import { aMessage } from '../../../core/testing/builders';
import { FakeChatPort } from '../../../core/testing/FakeChatPort';
import { aUser } from '../../../core/testing/users';
import type { BriefcaseSession } from '../BriefcaseViewModel';
import { HistorySource } from './HistorySource';

export const CHAT_ID = 'chat-1';

let counter = 0;

/** The next message of the chat, u1, b2, … by who sends it. */
function nextMessage(type: 'user' | 'bot', at: string, content: string): Message {
  counter += 1;
  return aMessage({
    id: `${type === 'user' ? 'u' : 'b'}${counter}`,
    chatId: CHAT_ID,
    type,
    content,
    timestamp: at,
  });
}

/** A user message carrying uploaded files. */
export function upload(at: string, ...files: (string | MessageFile)[]): Message {
  return {
    ...nextMessage('user', at, 'Here are my files'),
    files: files.map((file) => (typeof file === 'string' ? { name: file } : file)),
  };
}

/** A bot result with JSON: a generated file of the Workflow tab. */
export function result(at: string, action: string, extra: Partial<Message> = {}): Message {
  return {
    ...nextMessage('bot', at, `Result of ${action}`),
    action,
    status: 'completed',
    jsonResponse: { ok: true },
    ...extra,
  };
}

/** The chat's backend, holding these messages of the chat. */
export function chatHolding(messages: Message[]): FakeChatPort {
  const chat = new FakeChatPort();
  chat.histories.set(CHAT_ID, messages);
  return chat;
}

/** What the chat holds now. */
export function messagesOf(chat: FakeChatPort): Message[] {
  return chat.histories.get(CHAT_ID) ?? [];
}

/** The file changes sent to the backend, in order. */
export function fileChangesSent(chat: FakeChatPort): { messageId: unknown; change: unknown }[] {
  return chat.callsOf('updateFileMetadata').map(({ args: [messageId, change] }) => ({ messageId, change }));
}

/** A signed-in session as the briefcase sees it; `permissions` default to messaging allowed. */
export function fakeSession(overrides: Partial<User> = {}): BriefcaseSession & { user: User } {
  const user = aUser({ permissions: { can_send_message: true }, ...overrides });
  return observable(
    {
      user,
      get actingContext(): ActingContext {
        return { userId: this.user.userId, accountId: this.user.accountId };
      },
    },
    { user: observableRef },
  );
}

/** The open chat over its backend, showing what the backend holds now. */
export function openChat(chat: FakeChatPort): HistorySource {
  return new HistorySource(chat, undefined, CHAT_ID, structuredClone(messagesOf(chat)));
}
