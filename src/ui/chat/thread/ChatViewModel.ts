import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { SEND_FAILED_TEXT } from '../../../core/domain/chat/error-texts';
import type { Message, MessageFile, MessageStatus, Reference } from '../../../core/domain/message';
import type { ClockPort } from '../../../core/ports/ClockPort';
import type { BriefcaseSource } from '../../briefcase/BriefcaseSource';
import type { ChatThread, RunInChat } from '../ChatThread';
import type { ChatUseCases } from '../ChatUseCases';
import type { ChatSession } from './chat-session';
import { type EarlierState, HistoryProgress, type HistoryState } from './HistoryProgress';
import type { HistoryReading } from './HistoryReading';
import { MessageDelivery } from './MessageDelivery';
import { NextMessageReferences } from './NextMessageReferences';
import { ResultDisplayState } from './ResultDisplayState';
import { ResultsWatch } from './ResultsWatch';
import { ThreadMessages } from './ThreadMessages';

/** What the user sends from the input area. */
export interface Outgoing {
  text: string;
  files?: readonly MessageFile[];
}

/** The flows the open chat runs. */
export type ThreadUseCases = Pick<
  ChatUseCases,
  | 'loadChatHistory'
  | 'loadRenewExpiredFileLinks'
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
  /** The assistant's answers as they arrive (the live region says them). */
  answered?: (content: string) => void;
  /** Counts a code load as the page's pending work (composition's load-once), where something waits for it. */
  loadingCode?: <T>(load: Promise<T>) => Promise<T>;
}

/**
 * The open chat (spec 1 §2 message list, §4 polling, edit flow and file expiry, §5 send): what
 * the user does in it. What it shows is ThreadMessages', how a message goes out MessageDelivery's,
 * the watches on results still processing ResultsWatch's; the flows are the core's use cases.
 */
export class ChatViewModel implements ChatThread, BriefcaseSource {
  /** The message the list should bring into view and highlight ('Go to message'). */
  focusedMessageId: string | null = null;
  private readonly display: ResultDisplayState;
  private readonly list: ThreadMessages;
  private readonly nextReferences = new NextMessageReferences();
  private readonly results: ResultsWatch;
  private readonly delivery: MessageDelivery;
  private readonly history = new HistoryProgress();
  private reading: Promise<HistoryReading> | null = null;
  private reader: HistoryReading | null = null;

  constructor(private readonly deps: ChatViewModelDeps) {
    this.display = new ResultDisplayState(deps.useCases.rememberCollapsedResults);
    this.list = new ThreadMessages(this.display);
    this.results = new ResultsWatch(
      deps.useCases.createWatchResults,
      this.list,
      deps.session,
      () => {
        void this.loadHistory();
      },
      deps.answered,
    );
    this.delivery = new MessageDelivery(this.list, this.nextReferences, this.results, deps);
    makeObservable(this, {
      focusedMessageId: observable,
      referencedMessages: computed,
      openChat: action,
      startNewChat: action,
      goToMessage: action,
      dispose: action,
    });
  }

  /** The open chat; null before the first message of a new chat. */
  get chatId(): string | null {
    return this.list.chatId;
  }

  get historyState(): HistoryState {
    return this.history.state;
  }

  /** Whether messages before the first shown one are still to be read (scrolling up reads them). */
  get hasEarlierMessages(): boolean {
    return this.list.earlier !== null;
  }

  get earlierState(): EarlierState {
    return this.history.earlierState;
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
    this.history.expect('loading');
    void this.readerLoaded().catch(() => {});
  }

  /** 'New Canvas', or the resetChat event: an empty chat that gets its id with the first message. */
  startNewChat(): void {
    this.showChat(null);
    this.history.expect('idle');
  }

  /** Reads the history, then watches unfinished results and renews expired file links (spec 1 §4). */
  async loadHistory(options: { refreshExpiredFiles?: boolean } = {}): Promise<void> {
    if (this.reader) return this.reader.read(options);
    const { generation } = this.list;
    const reader = await this.readerLoaded().catch((error: unknown) => {
      console.error('Failed to load the chat history', error);
      if (generation === this.list.generation) runInAction(() => (this.history.state = 'failed'));
      return null;
    });
    if (reader && generation === this.list.generation) await reader.read(options);
  }

  /** The user scrolled up to the first shown message: the page before it is read (once). */
  async scrolledToTop(): Promise<void> {
    await (this.reader ?? (await this.readerLoaded())).readEarlier();
  }

  /** Reads every page not read yet: for what lists the whole chat (the briefcase's files). */
  async readWholeHistory(): Promise<void> {
    await (this.reader ?? (await this.readerLoaded())).readAllEarlier();
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
  resumeWatching(): Promise<void> {
    return this.results.resume();
  }

  /** Leaving the chat: nothing is watched any more and late answers are dropped. */
  dispose(): void {
    this.leave();
  }

  /** Results still being watched (for tests and diagnostics). */
  get watchedCount(): number {
    return this.results.count;
  }

  /**
   * The history's reader, whose code loads with the first chat opened (a new canvas, the first
   * screen of `/`, reads no history); a load that failed is tried again at the next reading.
   */
  private readerLoaded(): Promise<HistoryReading> {
    const { useCases, session, loadingCode = (load) => load } = this.deps;
    this.reading ??= loadingCode(import('./HistoryReading')).then(
      ({ HistoryReading }) =>
        (this.reader = new HistoryReading(useCases, this.list, this.results, session, this.history)),
      (error: unknown) => {
        this.reading = null;
        throw error;
      },
    );
    return this.reading;
  }

  private showChat(chatId: string | null): void {
    this.leave();
    this.list.chatShown(chatId);
    this.focusedMessageId = null;
    this.nextReferences.set();
  }

  private leave(): void {
    this.list.left();
    this.results.stopAll();
    this.delivery.stopped();
  }
}
