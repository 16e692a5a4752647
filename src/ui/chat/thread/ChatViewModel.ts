import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { SEND_FAILED_TEXT } from '../../../core/domain/chat/error-texts';
import { systemMessage } from '../../../core/domain/chat/message-factory';
import type { Message, MessageFile, MessageStatus, Reference } from '../../../core/domain/message';
import type { BriefcaseSource } from '../../briefcase/BriefcaseSource';
import type { ChatThread, RunInChat } from '../ChatThread';
import type { ChatViewModelDeps } from './chat-view-model-deps';
import { type EarlierState, HistoryProgress, type HistoryState } from './HistoryProgress';
import { LazyThreadWork } from './LazyThreadWork';
import type { MessageDelivery } from './MessageDelivery';
import { NextMessageReferences } from './NextMessageReferences';
import { ResultDisplayState } from './ResultDisplayState';
import { ThreadMessages } from './ThreadMessages';

/** What the user sends from the input area. */
export interface Outgoing {
  text: string;
  files?: readonly MessageFile[];
}

/**
 * The open chat (spec 1 §2 message list, §4 polling, edit flow and file expiry, §5 send): what
 * the user does in it. What it shows is ThreadMessages'; how its history is read, how a message
 * goes out and how results still processing are watched is ThreadWork's, whose code loads with the
 * first chat opened or message sent; the flows are the core's use cases.
 */
export class ChatViewModel implements ChatThread, BriefcaseSource {
  /** The message the list should bring into view and highlight ('Go to message'). */
  focusedMessageId: string | null = null;
  private readonly display: ResultDisplayState;
  private readonly list: ThreadMessages;
  private readonly nextReferences = new NextMessageReferences();
  private readonly history = new HistoryProgress();
  /** What works on the chat, once its code has loaded (null before). */
  private readonly lazyWork: LazyThreadWork;

  constructor(private readonly deps: ChatViewModelDeps) {
    this.display = new ResultDisplayState(deps.useCases.rememberCollapsedResults);
    this.list = new ThreadMessages(this.display);
    const { loadingCode = (load) => load } = deps;
    this.lazyWork = new LazyThreadWork(() =>
      loadingCode(import('./ThreadWork')).then(({ threadWork }) =>
        threadWork(deps, this.list, this.nextReferences, this.history, () => {
          void this.loadHistory();
        }),
      ),
    );
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
    return this.lazyWork.work?.delivery.sending ?? false;
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
    void this.lazyWork.wanted();
  }

  /** 'New Canvas', or the resetChat event: an empty chat that gets its id with the first message. */
  startNewChat(): void {
    this.showChat(null);
    this.history.expect('idle');
  }

  /** Reads the history, then watches unfinished results and renews expired file links (spec 1 §4). */
  async loadHistory(options: { refreshExpiredFiles?: boolean } = {}): Promise<void> {
    if (this.lazyWork.work) return this.lazyWork.work.reader.read(options);
    const { generation } = this.list;
    const work = await this.lazyWork.loaded().catch((error: unknown) => {
      console.error('Failed to load the chat history', error);
      if (generation === this.list.generation) runInAction(() => (this.history.state = 'failed'));
      return null;
    });
    if (work && generation === this.list.generation) await work.reader.read(options);
  }

  /** The user scrolled up to the first shown message: the page before it is read (once). */
  async scrolledToTop(): Promise<void> {
    await (this.lazyWork.work ?? (await this.lazyWork.loaded())).reader.readEarlier();
  }

  /** Reads every page not read yet: for what lists the whole chat (the briefcase's files). */
  async readWholeHistory(): Promise<void> {
    await (this.lazyWork.work ?? (await this.lazyWork.loaded())).reader.readAllEarlier();
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
    const sent = await this.deliver(outgoing.text, SEND_FAILED_TEXT, { files, references }, () =>
      this.deps.useCases.sendMessage.execute({ ...request, files, references }),
    );
    if (!sent) this.nextReferences.set(references);
    return sent;
  }

  /** The user started a message: what sends it loads now, so that it shows at once when sent. */
  composing(): Promise<void> {
    return this.lazyWork.wanted();
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
    return this.deliver(text, failureText, {}, () => run(inChat));
  }

  /** A message goes out through the thread's work, loaded first if this is the first one. */
  private async deliver(...[text, failureText, attached, run]: Parameters<MessageDelivery['deliver']>) {
    const work =
      this.lazyWork.work ??
      (await this.lazyWork.loaded().catch((error: unknown) => {
        console.error('Sending the message failed', error);
        this.list.append(
          systemMessage(this.chatId, failureText, new Date(this.deps.clock.now()).toISOString()),
        );
        return null;
      }));
    return work ? work.delivery.deliver(text, failureText, attached, run) : false;
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
  async resumeWatching(): Promise<void> {
    await this.lazyWork.work?.results.resume();
  }

  /** Leaving the chat: nothing is watched any more and late answers are dropped. */
  dispose(): void {
    this.leave();
  }

  /** Results still being watched (for tests and diagnostics). */
  get watchedCount(): number {
    return this.lazyWork.work?.results.count ?? 0;
  }

  private showChat(chatId: string | null): void {
    this.leave();
    this.list.chatShown(chatId);
    this.focusedMessageId = null;
    this.nextReferences.set();
  }

  private leave(): void {
    this.list.left();
    this.lazyWork.work?.results.stopAll();
    this.lazyWork.work?.delivery.stopped();
  }
}
