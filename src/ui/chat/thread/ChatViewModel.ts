import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { POLL_INTERVAL_MS, statusSourceFor } from '../../../core/domain/chat/async-actions';
import { SEND_FAILED_TEXT } from '../../../core/domain/chat/error-texts';
import { awaitsResult, withStatusAnswer } from '../../../core/domain/chat/message-factory';
import type { Message, MessageFile, MessageStatus, Reference } from '../../../core/domain/message';
import type { ClockPort } from '../../../core/ports/ClockPort';
import type { WatchResults } from '../../../core/use-cases/chat/WatchResults';
import type { BriefcaseSource } from '../../briefcase/BriefcaseSource';
import type { ChatThread, RunInChat } from '../ChatThread';
import type { ChatUseCases } from '../ChatUseCases';
import type { ChatSession } from './chat-session';
import { type DeliveryHost, MessageDelivery } from './MessageDelivery';
import { NextMessageReferences } from './NextMessageReferences';
import { ResultDisplayState } from './ResultDisplayState';
import { ThreadMessages } from './ThreadMessages';

export type HistoryState = 'idle' | 'loading' | 'loaded' | 'failed';

/** Shown in place of the messages when a chat's history cannot be read. */
export const HISTORY_FAILED_TEXT = 'Failed to load messages. Please try again.';

/** What the user sends from the input area. */
export interface Outgoing {
  text: string;
  files?: readonly MessageFile[];
}

/** The flows the open chat runs. */
export type ThreadUseCases = Pick<
  ChatUseCases,
  | 'loadChatHistory'
  | 'renewExpiredFileLinks'
  | 'sendMessage'
  | 'createWatchResults'
  | 'rememberCollapsedResults'
>;

export interface ChatViewModelDeps {
  useCases: ThreadUseCases;
  clock: ClockPort;
  session: ChatSession;
  /** A message went out (a new chat was created, or an existing one moved up): the chat list reloads. */
  onChatsChanged?: () => void;
}

/**
 * The open chat (spec 1 §2 message list, §4 polling, edit flow and file expiry, §5 send): its
 * messages, the references that go with the next message, sending and acting on results, and
 * the watches on results still processing. The flows are the core's use cases; this keeps what
 * the screen shows. Messages are replaced, never mutated, so a long history stays cheap to observe.
 */
export class ChatViewModel implements ChatThread, BriefcaseSource {
  chatId: string | null = null;
  historyState: HistoryState = 'idle';
  /** The message the list should bring into view and highlight ('Go to message'). */
  focusedMessageId: string | null = null;
  private readonly display: ResultDisplayState;
  private readonly list = new ThreadMessages();
  private readonly nextReferences = new NextMessageReferences();
  private readonly delivery: MessageDelivery;

  private readonly results: WatchResults;
  /** Bumped whenever another chat is opened: answers about the previous one are dropped. */
  private generation = 0;

  constructor(private readonly deps: ChatViewModelDeps) {
    this.results = deps.useCases.createWatchResults();
    this.display = new ResultDisplayState(deps.useCases.rememberCollapsedResults);
    this.delivery = new MessageDelivery(this.deliveryHost(), deps);
    makeObservable(this, {
      chatId: observable,
      historyState: observable,
      focusedMessageId: observable,
      referencedMessages: computed,
      openChat: action,
      startNewChat: action,
      goToMessage: action,
      dispose: action,
    });
  }

  /** A message is on its way. */
  get sending(): boolean {
    return this.delivery.sending;
  }

  get messages(): readonly Message[] {
    return this.list.all;
  }

  /** What goes with the next message. */
  get references(): readonly Reference[] {
    return this.nextReferences.list;
  }

  /** The messages the next message refers to, for the references indicator. */
  get referencedMessages(): Message[] {
    return this.references
      .map((reference) => this.list.find(reference.messageId))
      .filter((message): message is Message => message !== undefined);
  }

  /** Shows an existing chat; its history is read by loadHistory once the account is known. */
  openChat(chatId: string): void {
    this.showChat(chatId);
    this.historyState = 'loading';
  }

  /** 'New Canvas', or the resetChat event: an empty chat that gets its id with the first message. */
  startNewChat(): void {
    this.showChat(null);
    this.historyState = 'idle';
  }

  /** Reads the history, then watches unfinished results and renews expired file links (spec 1 §4). */
  async loadHistory(options: { refreshExpiredFiles?: boolean } = {}): Promise<void> {
    const { chatId } = this;
    const ctx = this.deps.session.actingContext;
    if (!chatId || !ctx) return;
    const generation = this.generation;
    runInAction(() => {
      if (this.messages.length === 0) this.historyState = 'loading';
    });
    const loaded = await this.deps.useCases.loadChatHistory.execute({ ctx, chatId });
    if (generation !== this.generation) return;
    const current = () => generation === this.generation;
    const loadedShown = () => {
      this.historyState = 'loaded';
    };
    const shown = loaded.ok ? await this.list.show(loaded.value, current, loadedShown) : loaded;
    if (generation !== this.generation) return;
    if (!shown.ok) {
      console.error('Failed to load the chat history', shown.cause ?? shown.message);
      runInAction(() => {
        this.historyState = 'failed';
      });
      return;
    }
    this.resumeWatching();
    if (options.refreshExpiredFiles === false) return;
    const renewed = await this.deps.useCases.renewExpiredFileLinks.execute({
      ctx,
      chatId,
      messages: this.messages,
    });
    if (!renewed.ok) console.error('Failed to refresh expired files', renewed.cause ?? renewed.message);
    else if (renewed.value.renewed > 0 && generation === this.generation)
      await this.loadHistory({ refreshExpiredFiles: false });
  }

  /**
   * Spec 1 §5 Send: the message shows at once; the assistant's acknowledgement follows, and a
   * processing one is watched. Answers false when the send failed: the input area then keeps
   * what the user typed and attached, and the references come back.
   */
  async send(outgoing: Outgoing): Promise<boolean> {
    const references = [...this.references];
    const files = [...(outgoing.files ?? [])];
    const request = { ctx: this.deps.session.actingContext, chatId: this.chatId, text: outgoing.text };
    const sent = await this.delivery.deliver(outgoing.text, SEND_FAILED_TEXT, { files, references }, () =>
      this.deps.useCases.sendMessage.execute({ ...request, files, references }),
    );
    if (!sent) this.nextReferences.set(references);
    return sent;
  }

  /** A suggested next step: sent as if the user had typed it. */
  async sendText(text: string): Promise<void> {
    await this.send({ text });
  }

  /**
   * A request about a result (Regenerate, Edit, Ask Assistant): shown as the user's message, sent
   * by the flow `run` in this chat, followed like any message. On failure `failureText` shows.
   */
  requestOnResult(text: string, failureText: string, run: RunInChat): Promise<boolean> {
    const inChat = { ctx: this.deps.session.actingContext, chatId: this.chatId };
    return this.delivery.deliver(text, failureText, {}, () => run(inChat));
  }

  isReferenced(messageId: string): boolean {
    return this.nextReferences.has(messageId);
  }

  toggleReference(message: Message): void {
    this.nextReferences.toggle(message);
  }

  /** The × of one reference in the references indicator. */
  referenceRemoved(messageId: string): void {
    this.nextReferences.remove(messageId);
  }

  /** 'Clear' in the references indicator. */
  referencesCleared(): void {
    this.nextReferences.set();
  }

  /** The briefcase's 'Reference in chat': adds the result (a second time changes nothing). */
  referenceMessage(messageId: string): void {
    const message = this.list.find(messageId);
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

  applyStatus(messageId: string, status: MessageStatus, feedback?: string): void {
    this.list.applyStatus(messageId, status, feedback);
  }

  isCollapsed(key: string): boolean {
    return this.display.isCollapsed(key);
  }

  setCollapsed(key: string, collapsed: boolean): void {
    this.display.setCollapsed(this.chatId, key, collapsed);
  }

  /** The Response / Validation tab of a result, kept while the chat is open. */
  setActiveTab(messageId: string, tab: string): void {
    this.display.setTab(messageId, tab);
  }

  activeTabOf(messageId: string): string | undefined {
    return this.display.tabOf(messageId);
  }

  /** Watches every result still processing (after a history load, or when the screen shows again). */
  resumeWatching(): void {
    for (const message of this.messages) {
      if (awaitsResult(message) && statusSourceFor(message.action) === 'message')
        this.watch(message.messageId, POLL_INTERVAL_MS);
    }
  }

  /** Leaving the chat: nothing is watched any more and late answers are dropped. */
  dispose(): void {
    this.leave();
  }

  /** Results still being watched (for tests and diagnostics). */
  get watchedCount(): number {
    return this.results.watchedCount;
  }

  private watch(messageId: string, firstDelayMs: number): void {
    const ctx = this.deps.session.actingContext;
    const chatId = this.chatId;
    if (!ctx || !chatId) return;
    this.results.watch({ ctx, chatId, messageId }, firstDelayMs, (answer) => {
      this.list.update(messageId, (m) => withStatusAnswer(m, answer));
      // A result made of files (screenshots) gets their links from the renewal the history load does.
      if (answer.result?.files?.length) void this.loadHistory();
    });
  }

  private showChat(chatId: string | null): void {
    this.leave();
    this.chatId = chatId;
    this.list.replace([]);
    this.focusedMessageId = null;
    this.nextReferences.set();
    this.display.chatShown(chatId);
  }

  private leave(): void {
    this.generation += 1;
    this.results.stopAll();
    this.delivery.stopped();
  }

  private deliveryHost(): DeliveryHost {
    const thread = this;
    return {
      get chatId() {
        return thread.chatId;
      },
      get generation() {
        return thread.generation;
      },
      list: this.list,
      references: this.nextReferences,
      chatCreated: (chatId) => {
        this.chatId = chatId;
        this.list.chatCreated(chatId);
        this.display.chatCreated(chatId);
      },
      watch: (messageId, firstDelayMs) => this.watch(messageId, firstDelayMs),
    };
  }
}
