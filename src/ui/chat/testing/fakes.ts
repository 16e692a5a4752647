import { makeAutoObservable } from 'mobx';
import type { EnabledChannels } from '../../../core/domain/account';
import type { AccountSelectionState } from '../../../core/domain/account-selection';
import { BackendError } from '../../../core/domain/errors';
import type {
  ChatHistoryItem,
  Message,
  MessageStatusAnswer,
  SendMessageAnswer,
  UploadedFile,
} from '../../../core/domain/message';
import type { User } from '../../../core/domain/user';
import type { AppEvents, AppEventsPort } from '../../../core/ports/AppEventsPort';
import type { ActingContext, UploadSource } from '../../../core/ports/acting-context';
import type { ChatPort, OutgoingMessage } from '../../../core/ports/ChatPort';
import type { StoragePort } from '../../../core/ports/StoragePort';
import { aUser } from '../../../core/testing/users';
import type { ChatSession } from '../thread/chat-session';

const copy = <T>(value: T): T => structuredClone(value);

/** Everything a chat user may do. */
export const ALL_CHAT_PERMISSIONS = {
  can_send_message: true,
  can_upload_attachment: true,
  can_manage_chat_hisotry: true,
  can_regenerate: true,
  can_ask_assistant: true,
  can_export_gsheet: true,
  can_approve: true,
};

/**
 * A signed-in, ready session as the chat sees it. Tests assign its fields to tell other stories;
 * the setters are MobX actions, as the real store's changes are.
 */
export class FakeSession implements ChatSession {
  private state: {
    user: User | null;
    enabledChannels: EnabledChannels;
    accountsLoading: boolean;
    selectionState: AccountSelectionState;
  };

  constructor(user: User | null) {
    this.state = { user, enabledChannels: {}, accountsLoading: false, selectionState: 'not-required' };
    makeAutoObservable(this);
  }

  get user() {
    return this.state.user;
  }
  set user(user: User | null) {
    this.state.user = user;
  }
  get enabledChannels() {
    return this.state.enabledChannels;
  }
  set enabledChannels(channels: EnabledChannels) {
    this.state.enabledChannels = channels;
  }
  get accountsLoading() {
    return this.state.accountsLoading;
  }
  set accountsLoading(loading: boolean) {
    this.state.accountsLoading = loading;
  }
  get selectionState() {
    return this.state.selectionState;
  }
  set selectionState(state: AccountSelectionState) {
    this.state.selectionState = state;
  }
  get actingContext(): ActingContext | null {
    return this.user ? { userId: this.user.userId, accountId: this.user.accountId } : null;
  }
  get isReady(): boolean {
    return this.user?.accountId != null;
  }
}

export function fakeSession(user: User | null = aUser({ permissions: ALL_CHAT_PERMISSIONS })): FakeSession {
  return new FakeSession(user);
}

/** Window events kept in the test: what the chat emits and listens to. */
export class FakeEvents implements AppEventsPort {
  readonly emitted: { name: keyof AppEvents; detail: unknown }[] = [];
  private readonly handlers = new Map<string, Set<(detail: never) => void>>();

  emit<K extends keyof AppEvents>(name: K, detail: AppEvents[K]): void {
    this.emitted.push({ name, detail });
    for (const handler of [...(this.handlers.get(name) ?? [])]) handler(detail as never);
  }

  on<K extends keyof AppEvents>(name: K, handler: (detail: AppEvents[K]) => void): () => void {
    const set = this.handlers.get(name) ?? new Set();
    set.add(handler as (detail: never) => void);
    this.handlers.set(name, set);
    return () => set.delete(handler as (detail: never) => void);
  }
}

/** A StoragePort that keeps only what the chat stores: collapse states per chat, as copies. */
export class FakeStorage implements StoragePort {
  readonly collapse = new Map<string, Record<string, boolean>>();
  loadSession = () => null;
  saveSession = () => {};
  clearSession = () => {};
  loadSelectedAccountId = () => null;
  saveSelectedAccountId = () => {};
  countPageLoad = () => 1;
  loadFlag = () => false;
  saveFlag = () => {};
  loadCollapseStates(chatId: string): Record<string, boolean> {
    return { ...this.collapse.get(chatId) };
  }
  saveCollapseStates(chatId: string, states: Record<string, boolean>): void {
    this.collapse.set(chatId, { ...states });
  }
}

/** What the fake backend records about each call. */
export interface RecordedCall {
  method: keyof ChatPort;
  ctx: ActingContext;
  args: unknown[];
}

/**
 * A ChatPort whose answers the test sets up: plain data in, copies out, so tests and the view
 * models never share objects. Every call is recorded.
 */
export class FakeChatPort implements ChatPort {
  readonly calls: RecordedCall[] = [];
  histories = new Map<string, Message[]>();
  chats: ChatHistoryItem[] = [];
  /** Answers of POST /api/chat, in order; an Error fails that send. */
  sendAnswers: (SendMessageAnswer | Error)[] = [];
  /** Answers of the status call, in order; when empty, 'processing'. */
  statusAnswers: (MessageStatusAnswer | Error)[] = [];
  uploadAnswers: (UploadedFile | Error)[] = [];
  refreshedFiles = 0;
  spreadsheetUrl = 'https://sheets.example/1';
  failing = new Set<keyof ChatPort>();

  private record(method: keyof ChatPort, ctx: ActingContext, ...args: unknown[]): void {
    this.calls.push({ method, ctx: copy(ctx), args: copy(args) });
    if (this.failing.has(method)) throw new BackendError('ERR_BAD_RESPONSE', `${method} failed`, 500);
  }

  callsOf(method: keyof ChatPort): RecordedCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  async sendMessage(ctx: ActingContext, message: OutgoingMessage): Promise<SendMessageAnswer> {
    this.record('sendMessage', ctx, message);
    const next = this.sendAnswers.shift();
    if (!next) throw new Error('No answer scripted for sendMessage');
    if (next instanceof Error) throw next;
    return copy(next);
  }

  async fetchMessageStatus(
    ctx: ActingContext,
    chatId: string,
    messageId: string,
  ): Promise<MessageStatusAnswer> {
    this.record('fetchMessageStatus', ctx, chatId, messageId);
    const next = this.statusAnswers.shift() ?? { status: 'processing' };
    if (next instanceof Error) throw next;
    return copy(next);
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

  async fetchHistory(ctx: ActingContext, chatId: string): Promise<Message[]> {
    this.record('fetchHistory', ctx, chatId);
    const history = this.histories.get(chatId);
    if (!history) throw new BackendError('ERR_BAD_REQUEST', 'Chat not found', 404);
    return copy(history);
  }

  async refreshFiles(ctx: ActingContext, chatId: string, expirationHours: number): Promise<number> {
    this.record('refreshFiles', ctx, chatId, expirationHours);
    return this.refreshedFiles;
  }

  async uploadFile(ctx: ActingContext, file: UploadSource, chatId?: string): Promise<UploadedFile> {
    this.record('uploadFile', ctx, { name: file.name, size: file.size, type: file.type }, chatId);
    const next = this.uploadAnswers.shift() ?? {
      gcsPath: `uploads/${file.name}`,
      publicUrl: `https://files.example/${file.name}`,
      originalName: file.name,
      size: file.size,
      type: file.type,
    };
    if (next instanceof Error) throw next;
    return copy(next);
  }

  async updateFileMetadata(ctx: ActingContext, messageId: string, change: unknown): Promise<void> {
    this.record('updateFileMetadata', ctx, messageId, change);
  }

  async exportToSheets(
    ctx: ActingContext,
    request: { data: unknown; userEmail: string; chatId: string; messageId: string },
  ): Promise<string> {
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

/** A stored message with neutral values; tests override what they are about. */
export function aMessage(overrides: Partial<Message> & { id: string }): Message {
  return {
    messageId: overrides.id,
    chatId: 'chat-1',
    type: 'bot',
    content: '',
    timestamp: '2026-11-23T08:00:00.000Z',
    ...overrides,
  };
}
