import { BackendError } from '../domain/errors';
import type {
  ChatHistoryItem,
  Message,
  MessageFile,
  MessageStatusAnswer,
  SendMessageAnswer,
} from '../domain/message';
import type { ActingContext, UploadSource } from '../ports/acting-context';
import type {
  ChatHistoryRead,
  ChatPort,
  FileMetadataChange,
  OutgoingMessage,
  SpreadsheetExport,
} from '../ports/ChatPort';

const copy = <T>(value: T): T => structuredClone(value);

/** What the fake backend records about each call. */
export interface RecordedCall {
  method: keyof ChatPort;
  ctx: ActingContext;
  args: unknown[];
}

/**
 * The one ChatPort of the tests (issue 33): answers the test sets up, plain data in, copies out,
 * so tests and the view models never share objects. Every call is recorded. Like the backend, it
 * keeps the file changes it is sent in the histories it holds, so a reload shows them.
 */
export class FakeChatPort implements ChatPort {
  readonly calls: RecordedCall[] = [];
  histories = new Map<string, Message[]>();
  chats: ChatHistoryItem[] = [];
  /** Answers of sendMessage, in order; an Error fails that send. */
  sendAnswers: (SendMessageAnswer | Error)[] = [];
  /** Answers of the status call, in order; when empty, 'processing'. */
  statusAnswers: (MessageStatusAnswer | Error)[] = [];
  uploadAnswers: (MessageFile | Error)[] = [];
  spreadsheetUrl = 'https://sheets.example/1';
  failing = new Set<keyof ChatPort>();
  /** Fails the next call with this error, once. */
  failNext: Error | null = null;
  /** When true, file changes (metadata, link renewals) wait for `release()`: the optimistic state shows meanwhile. */
  holdFileChanges = false;
  private held: (() => void)[] = [];
  /** When set, a history longer than this is read end first: its last `readEndFirst` messages, then the whole when `wholeRead` resolves. */
  readEndFirst?: number;
  /** Holds back the whole of a history read end first; resolves at once by default. */
  wholeRead: () => Promise<void> = async () => {};
  /** When set, histories page: `pageSize` messages a read, the newest first, earlier ones by cursor. */
  pageSize?: number;
  /** Holds back the answer of a read of earlier messages; resolves at once by default. */
  earlierRead: () => Promise<void> = async () => {};

  private record(method: keyof ChatPort, ctx: ActingContext, ...args: unknown[]): void {
    this.calls.push({ method, ctx: copy(ctx), args: copy(args) });
    this.failIfAsked(method);
  }

  /** Records a file change, which waits while file changes are held. */
  private async recordFileChange(
    method: keyof ChatPort,
    ctx: ActingContext,
    ...args: unknown[]
  ): Promise<void> {
    this.calls.push({ method, ctx: copy(ctx), args: copy(args) });
    if (this.holdFileChanges) await new Promise<void>((resume) => this.held.push(resume));
    this.failIfAsked(method);
  }

  private failIfAsked(method: keyof ChatPort): void {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
    if (this.failing.has(method)) throw new BackendError('unavailable', `${method} failed`);
  }

  /** Lets the held file changes through. */
  release(): void {
    for (const resume of this.held.splice(0)) resume();
  }

  callsOf(method: keyof ChatPort): RecordedCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  async sendMessage(ctx: ActingContext, message: OutgoingMessage): Promise<SendMessageAnswer> {
    this.record('sendMessage', ctx, message);
    return nextAnswer(this.sendAnswers.shift() ?? new Error('No answer scripted for sendMessage'));
  }

  async fetchMessageStatus(
    ctx: ActingContext,
    chatId: string,
    messageId: string,
  ): Promise<MessageStatusAnswer> {
    this.record('fetchMessageStatus', ctx, chatId, messageId);
    return nextAnswer(this.statusAnswers.shift() ?? { status: 'processing' });
  }

  async setMessageStatus(
    ctx: ActingContext,
    chatId: string,
    messageId: string,
    status: string,
    feedback?: string,
  ): Promise<void> {
    this.record('setMessageStatus', ctx, chatId, messageId, status, feedback);
  }

  async fetchHistory(ctx: ActingContext, chatId: string, before?: string): Promise<ChatHistoryRead> {
    this.record('fetchHistory', ctx, chatId, ...(before === undefined ? [] : [before]));
    const history = this.histories.get(chatId);
    if (!history) throw new BackendError('not-found', 'Chat not found');
    if (this.pageSize !== undefined) return this.page(history, this.pageSize, before);
    const endLength = this.readEndFirst;
    if (endLength === undefined || history.length <= endLength) return { latest: copy(history) };
    return {
      latest: copy(history.slice(-endLength)),
      whole: async () => {
        await this.wholeRead();
        return copy(history);
      },
    };
  }

  /** A page ends before the cursor (the id of a message); its first message's id is the next cursor. */
  private async page(history: Message[], size: number, before?: string): Promise<ChatHistoryRead> {
    if (before !== undefined) await this.earlierRead();
    const end = before === undefined ? history.length : history.findIndex((m) => m.messageId === before);
    if (end < 0) throw new BackendError('rejected', 'No such message');
    const start = Math.max(0, end - size);
    const first = history[start];
    return {
      latest: copy(history.slice(start, end)),
      ...(start > 0 && first && { earlier: first.messageId }),
    };
  }

  /** Renews every link of the chat that has an expiry, as the backend renews the expired ones. */
  async refreshFiles(ctx: ActingContext, chatId: string, expirationHours: number): Promise<number> {
    await this.recordFileChange('refreshFiles', ctx, chatId, expirationHours);
    let renewed = 0;
    const renew = (file: MessageFile): MessageFile => {
      if (!file.url || file.linkExpiresAt === undefined) return file;
      renewed += 1;
      const url = `${file.url.split('?')[0]}?renewed=${expirationHours}h`;
      return { ...file, url, linkExpiresAt: Number.MAX_SAFE_INTEGER };
    };
    const history = this.histories.get(chatId) ?? [];
    this.histories.set(
      chatId,
      history.map((message) => (message.files ? { ...message, files: message.files.map(renew) } : message)),
    );
    return renewed;
  }

  async uploadFile(ctx: ActingContext, file: UploadSource, chatId?: string): Promise<MessageFile> {
    this.record('uploadFile', ctx, { name: file.name, size: file.size, type: file.type }, chatId);
    return nextAnswer(
      this.uploadAnswers.shift() ?? {
        storagePath: `uploads/${file.name}`,
        url: `https://files.example/${file.name}`,
        name: file.name,
        size: file.size,
        type: file.type,
      },
    );
  }

  /** Changes the file with the storagePath sent, else the message's first, as the backend does. */
  async updateFileMetadata(ctx: ActingContext, messageId: string, change: FileMetadataChange): Promise<void> {
    await this.recordFileChange('updateFileMetadata', ctx, messageId, change);
    const { storagePath, ...saved } = change;
    const changed = (message: Message): Message => {
      const files = message.files?.length ? message.files : [{ name: '' }];
      const index = Math.max(
        0,
        storagePath ? files.findIndex((file) => file.storagePath === storagePath) : 0,
      );
      return { ...message, files: files.map((file, i) => (i === index ? { ...file, ...saved } : file)) };
    };
    for (const [chatId, history] of this.histories) {
      this.histories.set(
        chatId,
        history.map((message) => (message.messageId === messageId ? changed(message) : message)),
      );
    }
  }

  async exportToSheets(ctx: ActingContext, request: SpreadsheetExport): Promise<string> {
    this.record('exportToSheets', ctx, request);
    return this.spreadsheetUrl;
  }

  async listChats(ctx: ActingContext): Promise<ChatHistoryItem[]> {
    this.record('listChats', ctx);
    return copy(this.chats);
  }

  async renameChat(ctx: ActingContext, chatId: string, summary: string): Promise<void> {
    this.record('renameChat', ctx, chatId, summary);
    this.chats = this.chats.map((chat) => (chat.id === chatId ? { ...chat, summary } : chat));
  }

  async togglePin(ctx: ActingContext, chatId: string): Promise<void> {
    this.record('togglePin', ctx, chatId);
    this.chats = this.chats.map((chat) => (chat.id === chatId ? { ...chat, pinned: !chat.pinned } : chat));
  }

  async removeChat(ctx: ActingContext, chatId: string): Promise<void> {
    this.record('removeChat', ctx, chatId);
    this.chats = this.chats.filter((chat) => chat.id !== chatId);
  }
}

/** A scripted answer: an error is thrown, anything else answered as a copy. */
function nextAnswer<T>(next: T | Error): T {
  if (next instanceof Error) throw next;
  return copy(next);
}
