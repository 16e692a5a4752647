import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { FILE_LINK_REFRESH_HOURS, hasExpiredFileLinks } from '../../../core/domain/briefcase/file-links';
import { DELAYED_POLL_MS, POLL_INTERVAL_MS, statusSourceFor } from '../../../core/domain/chat/async-actions';
import { SEND_FAILED_TEXT } from '../../../core/domain/chat/error-texts';
import {
  awaitsResult,
  botReply,
  systemMessage,
  userMessage,
  withStatusAnswer,
} from '../../../core/domain/chat/message-factory';
import {
  clearReferences,
  isReferenced,
  referenceFromMessage,
  removeReference,
  toggleReference,
} from '../../../core/domain/chat/references';
import { NO_ACCOUNT_TEXT } from '../../../core/domain/chat/send-rules';
import { limitRefusalText } from '../../../core/domain/errors';
import type { Message, MessageFile, MessageStatus, Reference } from '../../../core/domain/message';
import type { ChatPort, OutgoingMessage, ResultRequestKind } from '../../../core/ports/ChatPort';
import type { ClockPort } from '../../../core/ports/ClockPort';
import type { StoragePort } from '../../../core/ports/StoragePort';
import { MessagePoller } from '../../../core/use-cases/chat/MessagePoller';
import type { BriefcaseSource } from '../../briefcase/BriefcaseSource';
import type { ChatThread } from '../ChatThread';
import type { ChatSession } from './chat-session';

export type HistoryState = 'idle' | 'loading' | 'loaded' | 'failed';

/** Shown in place of the messages when a chat's history cannot be read. */
export const HISTORY_FAILED_TEXT = 'Failed to load messages. Please try again.';

/** What the user sends from the input area. */
export interface Outgoing {
  text: string;
  files?: readonly MessageFile[];
}

export interface ChatViewModelDeps {
  chat: ChatPort;
  storage: StoragePort;
  clock: ClockPort;
  session: ChatSession;
  /** A message went out (a new chat was created, or an existing one moved up): the chat list reloads. */
  onChatsChanged?: () => void;
}

/**
 * The open chat (spec 1 §2 message list, §4 polling, edit flow and file expiry, §5 send): its
 * messages, the references that go with the next message, sending and acting on results, and
 * the watches on results still processing. Messages are replaced, never mutated, so a long
 * history stays cheap to observe.
 */
export class ChatViewModel implements ChatThread, BriefcaseSource {
  chatId: string | null = null;
  messages: readonly Message[] = [];
  historyState: HistoryState = 'idle';
  /** The message the list should bring into view and highlight ('Go to message'). */
  focusedMessageId: string | null = null;
  sending = false;
  references: readonly Reference[] = [];
  private collapseStates: Record<string, boolean> = {};
  /** The Response / Validation tab each result shows, while the chat is open (screen state, not the message's). */
  private resultTabs: Readonly<Record<string, string>> = {};

  private readonly poller: MessagePoller;
  /** Bumped whenever another chat is opened: answers about the previous one are dropped. */
  private generation = 0;

  constructor(private readonly deps: ChatViewModelDeps) {
    this.poller = new MessagePoller(deps.clock, {
      fetchStatus: (messageId) => this.fetchStatus(messageId),
      onAnswer: (messageId, answer) => this.updateMessage(messageId, (m) => withStatusAnswer(m, answer)),
    });
    makeObservable<ChatViewModel, 'collapseStates' | 'resultTabs' | 'append' | 'updateMessage'>(this, {
      chatId: observable,
      messages: observableRef,
      historyState: observable,
      sending: observable,
      focusedMessageId: observable,
      references: observableRef,
      collapseStates: observableRef,
      resultTabs: observableRef,
      referencedMessages: computed,
      openChat: action,
      startNewChat: action,
      toggleReference: action,
      referenceRemoved: action,
      referencesCleared: action,
      referenceMessage: action,
      goToMessage: action,
      applyStatus: action,
      setCollapsed: action,
      setActiveTab: action,
      dispose: action,
      append: action,
      updateMessage: action,
    });
  }

  /** The messages the next message refers to, for the references indicator. */
  get referencedMessages(): Message[] {
    return this.references
      .map((reference) => this.messages.find((m) => m.messageId === reference.messageId))
      .filter((message): message is Message => message !== undefined);
  }

  /** Shows an existing chat; its history is read by loadHistory once the account is known. */
  openChat(chatId: string): void {
    this.leave();
    this.chatId = chatId;
    this.messages = [];
    this.focusedMessageId = null;
    this.references = clearReferences();
    this.collapseStates = this.deps.storage.loadCollapseStates(chatId);
    this.historyState = 'loading';
  }

  /** 'New Canvas', or the resetChat event: an empty chat that gets its id with the first message. */
  startNewChat(): void {
    this.leave();
    this.chatId = null;
    this.messages = [];
    this.focusedMessageId = null;
    this.references = clearReferences();
    this.collapseStates = {};
    this.historyState = 'idle';
  }

  /** GET /api/chat-history/{chatId}, then renews expired file links and watches unfinished results. */
  async loadHistory(options: { refreshExpiredFiles?: boolean } = {}): Promise<void> {
    const { chatId } = this;
    const ctx = this.deps.session.actingContext;
    if (!chatId || !ctx) return;
    const generation = this.generation;
    runInAction(() => {
      if (this.messages.length === 0) this.historyState = 'loading';
    });
    try {
      const messages = await this.deps.chat.fetchHistory(ctx, chatId);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.messages = messages;
        this.historyState = 'loaded';
      });
      this.resumeWatching();
      if (options.refreshExpiredFiles !== false) await this.refreshExpiredFiles(generation);
    } catch (error) {
      console.error('Failed to load the chat history', error);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.historyState = 'failed';
      });
    }
  }

  /**
   * Spec 1 §5 Send: the message shows at once; the assistant's acknowledgement follows, and a
   * processing one is watched. Answers false when the send failed: the input area then keeps
   * what the user typed and attached.
   */
  async send(outgoing: Outgoing): Promise<boolean> {
    const ctx = this.deps.session.actingContext;
    if (!ctx?.accountId) {
      this.append(systemMessage(this.chatId, NO_ACCOUNT_TEXT, this.nowIso()));
      return false;
    }
    const references = [...this.references];
    const files = [...(outgoing.files ?? [])];
    const shown = userMessage({
      chatId: this.chatId,
      text: outgoing.text,
      timestamp: this.nowIso(),
      files,
      references,
    });
    this.append(shown);
    runInAction(() => {
      this.references = clearReferences();
    });
    const message: OutgoingMessage = { message: outgoing.text, chatId: this.chatId };
    if (references.length) message.references = references;
    if (files.length) message.files = files;
    const sent = await this.deliver(message, SEND_FAILED_TEXT, shown);
    if (!sent) {
      runInAction(() => {
        this.references = references;
      });
    }
    return sent;
  }

  /** A suggested next step: sent as if the user had typed it. */
  async sendText(text: string): Promise<void> {
    await this.send({ text });
  }

  async requestOnResult(request: {
    kind: ResultRequestKind;
    source: Message;
    text: string;
    feedback?: string;
    failureText: string;
  }): Promise<boolean> {
    const ctx = this.deps.session.actingContext;
    if (!ctx?.accountId) {
      this.append(systemMessage(this.chatId, NO_ACCOUNT_TEXT, this.nowIso()));
      return false;
    }
    const shown = userMessage({ chatId: this.chatId, text: request.text, timestamp: this.nowIso() });
    this.append(shown);
    const message: OutgoingMessage = {
      message: request.text,
      chatId: this.chatId,
      action: request.kind,
      sourceMessageId: request.source.messageId,
    };
    if (request.feedback) message.feedback = request.feedback;
    return this.deliver(message, request.failureText, shown);
  }

  isReferenced(messageId: string): boolean {
    return isReferenced(this.references, messageId);
  }

  toggleReference(message: Message): void {
    this.references = toggleReference(this.references, referenceFromMessage(message));
  }

  /** The × of one reference in the references indicator. */
  referenceRemoved(messageId: string): void {
    this.references = removeReference(this.references, messageId);
  }

  /** The briefcase's 'Reference in chat': adds the result (a second time changes nothing). */
  referenceMessage(messageId: string): void {
    const message = this.messages.find((m) => m.messageId === messageId);
    if (message && !this.isReferenced(messageId)) this.toggleReference(message);
  }

  /** The briefcase's 'Go to message': the list scrolls to it and highlights it. */
  goToMessage(messageId: string): void {
    this.focusedMessageId = messageId;
  }

  /** Reads the history again (the briefcase renewed expired links itself). */
  reloadHistory(): Promise<void> {
    return this.loadHistory({ refreshExpiredFiles: false });
  }

  /** 'Clear' in the references indicator. */
  referencesCleared(): void {
    this.references = clearReferences();
  }

  applyStatus(messageId: string, status: MessageStatus, feedback?: string): void {
    this.updateMessage(messageId, (message) => {
      const next: Message = { ...message, status };
      if (feedback !== undefined) next.feedback = feedback;
      return next;
    });
  }

  isCollapsed(key: string): boolean {
    return this.collapseStates[key] === true;
  }

  setCollapsed(key: string, collapsed: boolean): void {
    this.collapseStates = { ...this.collapseStates, [key]: collapsed };
    if (this.chatId) this.deps.storage.saveCollapseStates(this.chatId, this.collapseStates);
  }

  /** The Response / Validation tab of a result, kept while the chat is open. */
  setActiveTab(messageId: string, tab: string): void {
    this.resultTabs = { ...this.resultTabs, [messageId]: tab };
  }

  /** The tab a result shows; undefined lets the tabs keep their own choice. */
  activeTabOf(messageId: string): string | undefined {
    return this.resultTabs[messageId];
  }

  /** Watches every result still processing (after a history load, or when the screen shows again). */
  resumeWatching(): void {
    for (const message of this.messages) {
      if (awaitsResult(message)) this.watch(message, POLL_INTERVAL_MS);
    }
  }

  /** Leaving the chat: nothing is watched any more and late answers are dropped. */
  dispose(): void {
    this.leave();
  }

  /** Results still being watched (for tests and diagnostics). */
  get watchedCount(): number {
    return this.poller.watchedCount;
  }

  /**
   * POST /api/chat and what follows: the chat id of a new chat, the bot's reply (watched while
   * processing) or, on failure, the catalogue's text as a system message. The message shown
   * at once under a local id takes the id the backend stored it under, the answer's
   * sourceMessageId (spec 1 §4 "Edit flow result"), so it can be referred to like any other.
   */
  private async deliver(message: OutgoingMessage, failureText: string, shown: Message): Promise<boolean> {
    const ctx = this.deps.session.actingContext;
    if (!ctx) return false;
    const generation = this.generation;
    const newChat = this.chatId === null;
    runInAction(() => {
      this.sending = true;
    });
    try {
      const answer = await this.deps.chat.sendMessage(ctx, message);
      if (generation !== this.generation) return true;
      const reply = botReply(answer, this.nowIso());
      runInAction(() => {
        if (newChat) this.adoptChatId(answer.chatId);
        const storedAs = answer.sourceMessageId;
        if (
          storedAs &&
          storedAs !== shown.messageId &&
          !this.messages.some((m) => m.messageId === storedAs)
        ) {
          this.updateMessage(shown.messageId, (m) => ({ ...m, id: storedAs, messageId: storedAs }));
        }
        this.append(reply);
      });
      if (awaitsResult(reply)) this.watch(reply, newChat ? DELAYED_POLL_MS : 0);
      this.deps.onChatsChanged?.();
      return true;
    } catch (error) {
      console.error('Sending the message failed', error);
      if (generation === this.generation) {
        const text = limitRefusalText(error) ?? failureText;
        this.append(systemMessage(this.chatId, text, this.nowIso()));
      }
      return false;
    } finally {
      if (generation === this.generation) {
        runInAction(() => {
          this.sending = false;
        });
      }
    }
  }

  /** A result in a chat that did not exist a moment ago is first polled after 1000 ms (spec 1 §4). */
  private watch(message: Message, firstDelayMs: number): void {
    // Fast-track and Salesforce orchestrations report through their own status calls.
    if (statusSourceFor(message.action) !== 'message') return;
    this.poller.watch(message.messageId, firstDelayMs);
  }

  private fetchStatus(messageId: string) {
    const ctx = this.deps.session.actingContext;
    const chatId = this.chatId;
    if (!ctx || !chatId) return Promise.reject(new Error('No chat to poll'));
    return this.deps.chat.fetchMessageStatus(ctx, chatId, messageId);
  }

  /** Spec 1 §4 "File expiry": renew expired links (72 h) and reload when any were renewed. */
  private async refreshExpiredFiles(generation: number): Promise<void> {
    const ctx = this.deps.session.actingContext;
    const chatId = this.chatId;
    if (!ctx || !chatId || !hasExpiredFileLinks(this.messages, this.deps.clock.now())) return;
    try {
      const refreshed = await this.deps.chat.refreshFiles(ctx, chatId, FILE_LINK_REFRESH_HOURS);
      if (refreshed > 0 && generation === this.generation) {
        await this.loadHistory({ refreshExpiredFiles: false });
      }
    } catch (error) {
      console.error('Failed to refresh expired files', error);
    }
  }

  private adoptChatId(chatId: string): void {
    this.chatId = chatId;
    this.messages = this.messages.map((m) => (m.chatId ? m : { ...m, chatId }));
    if (Object.keys(this.collapseStates).length)
      this.deps.storage.saveCollapseStates(chatId, this.collapseStates);
  }

  private append(message: Message): void {
    this.messages = [...this.messages, message];
  }

  private updateMessage(messageId: string, change: (message: Message) => Message): void {
    const index = this.messages.findIndex((m) => m.messageId === messageId);
    const current = index >= 0 ? this.messages[index] : undefined;
    if (!current) return;
    const next = change(current);
    if (next === current) return;
    const messages = [...this.messages];
    messages[index] = next;
    this.messages = messages;
  }

  private leave(): void {
    this.generation += 1;
    this.resultTabs = {};
    this.poller.stopAll();
    this.sending = false;
  }

  private nowIso(): string {
    return new Date(this.deps.clock.now()).toISOString();
  }
}
