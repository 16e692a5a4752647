import { observable, observableRef } from 'mobx';
import type { Message, MessageFile } from '../../../core/domain/message';
import type { User } from '../../../core/domain/user';
import type { ActingContext } from '../../../core/ports/acting-context';
import type { ChatPort } from '../../../core/ports/ChatPort';
import { aMessage } from '../../../core/testing/builders';
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

/**
 * A chat backend in miniature: keeps the messages as the server would, applies file-metadata
 * changes to them (so a reload shows them), renews expired links, and can be told to fail.
 */
export class FakeChatServer {
  messages: Message[];
  failNext: Error | null = null;
  readonly metadataCalls: { messageId: string; change: { name: string } | { pinned: boolean } }[] = [];
  refreshCalls = 0;
  private pending: (() => void)[] = [];
  /** When true, calls wait until `release()`, to observe the optimistic state. */
  holdCalls = false;

  constructor(messages: Message[]) {
    this.messages = structuredClone(messages);
  }

  readonly port: ChatPort = {
    updateFileMetadata: async (_ctx: ActingContext, messageId, change) => {
      this.metadataCalls.push({ messageId, change });
      await this.maybeHold();
      this.maybeFail();
      const message = this.messages.find((m) => m.messageId === messageId);
      if (!message) throw new Error('Message not found');
      // As the demo backend: the file with the storagePath sent, else the message's first file.
      const { storagePath, ...saved } = change;
      const files = message.files?.length ? message.files : [{ name: '' }];
      const index = Math.max(
        0,
        storagePath ? files.findIndex((file) => file.storagePath === storagePath) : 0,
      );
      message.files = files.map((file, i) => (i === index ? { ...file, ...saved } : file));
    },
    refreshFiles: async (_ctx, _chatId, hours) => {
      this.refreshCalls += 1;
      await this.maybeHold();
      this.maybeFail();
      let count = 0;
      for (const metadata of this.messages.flatMap((m) => m.files ?? [])) {
        if (metadata.url && typeof metadata.linkExpiresAt === 'number') {
          metadata.url = `${metadata.url.split('?')[0]}?renewed=${hours}h`;
          metadata.linkExpiresAt = Number.MAX_SAFE_INTEGER;
          count += 1;
        }
      }
      return count;
    },
    fetchHistory: async () => ({ latest: structuredClone(this.messages) }),
    sendMessage: unexpected,
    fetchMessageStatus: unexpected,
    setMessageStatus: unexpected,
    uploadFile: unexpected,
    exportToSheets: unexpected,
    listChats: unexpected,
    renameChat: unexpected,
    togglePin: unexpected,
    removeChat: unexpected,
  };

  release(): void {
    for (const resume of this.pending.splice(0)) resume();
  }

  private async maybeHold(): Promise<void> {
    if (this.holdCalls) await new Promise<void>((resume) => this.pending.push(resume));
  }

  private maybeFail(): void {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
  }
}

async function unexpected(): Promise<never> {
  throw new Error('The briefcase does not make this call');
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

/** The open chat over a fake server, showing what the server holds now. */
export function openChat(server: FakeChatServer): HistorySource {
  return new HistorySource(server.port, undefined, CHAT_ID, structuredClone(server.messages));
}
