import { action, computed, makeObservable, observable, reaction } from 'mobx';
import { granted } from '../../../core/domain/chat/granted';
import { friendlyTimestamp } from '../../../core/domain/format/friendly-timestamp';
import type { Message } from '../../../core/domain/message';
import type { AppEventsPort } from '../../../core/ports/AppEventsPort';
import type { ClockPort, TimerHandle } from '../../../core/ports/ClockPort';
import type { ChatUseCases } from '../ChatUseCases';
import { ComposerViewModel } from '../composer/ComposerViewModel';
import type { BrowserEffects } from '../result-actions/BrowserEffects';
import type { ResultActionsDeps, ResultUseCases } from '../result-actions/result-actions-deps';
import { ChatViewModel } from '../thread/ChatViewModel';
import type { ChatSession } from '../thread/chat-session';

/** Spec 1 §9: the history is read 50 ms after the account context is known. */
export const HISTORY_LOAD_DELAY_MS = 50;

export interface ChatWorkspaceDeps {
  /** The chat's flows (src/core/use-cases/chat). */
  useCases: ChatUseCases;
  /** A result's flows, loaded with the first result shown; every call answers the same promise. */
  loadResultUseCases: () => Promise<ResultUseCases>;
  clock: ClockPort;
  events: AppEventsPort;
  session: ChatSession;
  /** A message went out: the sidebar's chat list reloads (debounced there). */
  onChatsChanged?: () => void;
  /** The assistant's answers as they arrive, for the page's live region (issue 31). */
  answered?: (content: string) => void;
  /** Counts a code load as the page's pending work (composition's load-once). */
  loadingCode?: <T>(load: Promise<T>) => Promise<T>;
}

/**
 * The chat workspace of route `/` (spec 1 §2): the open chat, the input area and the briefcase
 * toggle. It decides when a chat's history may load (once the account context is ready, spec 1
 * §4 accountsLoaded) and listens to the window events that reset it (resetChat, closeBriefcase).
 */
export class ChatWorkspaceViewModel {
  readonly thread: ChatViewModel;
  readonly composer: ComposerViewModel;
  briefcaseOpen = false;

  private loadTimer: TimerHandle | null = null;
  private waitingForContext = false;
  private detachers: (() => void)[] = [];

  constructor(private readonly deps: ChatWorkspaceDeps) {
    this.thread = new ChatViewModel({
      useCases: deps.useCases,
      clock: deps.clock,
      session: deps.session,
      ...(deps.onChatsChanged ? { onChatsChanged: deps.onChatsChanged } : {}),
      ...(deps.answered ? { answered: deps.answered } : {}),
      ...(deps.loadingCode ? { loadingCode: deps.loadingCode } : {}),
    });
    this.composer = new ComposerViewModel({
      uploadFile: deps.useCases.uploadFile,
      session: deps.session,
      thread: this.thread,
    });
    makeObservable(this, {
      briefcaseOpen: observable,
      contextReady: computed,
      mayUseBriefcase: computed,
      briefcaseToggleLabel: computed,
      chatRequested: action,
      newChatStarted: action,
      briefcaseToggled: action,
      briefcaseClosed: action,
    });
  }

  /** Signed in, acting in an account, and the account list settled: history may load. */
  get contextReady(): boolean {
    return this.deps.session.isReady && !this.deps.session.accountsLoading;
  }

  /** The briefcase belongs to those who may message (spec 1 §6 can_send_message). */
  get mayUseBriefcase(): boolean {
    return granted(this.deps.session.user?.permissions ?? {}, 'can_send_message');
  }

  get briefcaseToggleLabel(): 'Show briefcase' | 'Hide briefcase' {
    return this.briefcaseOpen ? 'Hide briefcase' : 'Show briefcase';
  }

  /** Starts listening: the screen is showing. Answers the function that stops it. */
  attach(): () => void {
    this.detach();
    const { events, session } = this.deps;
    this.detachers = [
      events.on('resetChat', () => this.newChatStarted()),
      events.on('closeBriefcase', () => this.briefcaseClosed()),
      events.on('accountsLoaded', () => this.contextMayBeReady()),
      reaction(
        () => this.contextReady,
        () => this.contextMayBeReady(),
      ),
      // The briefcase lists every file of the chat: with it open, the pages not read yet are read.
      reaction(
        () => this.briefcaseOpen && this.thread.historyState === 'loaded' && this.thread.hasEarlierMessages,
        (needed) => {
          if (needed) void this.thread.readWholeHistory();
        },
        { fireImmediately: true },
      ),
      // Another acting user or account: the open chat is not theirs, so a new one starts.
      reaction(
        () => `${session.actingContext?.userId ?? ''}|${session.actingContext?.accountId ?? ''}`,
        (_now, before) => {
          if (before.split('|')[1]) this.newChatStarted();
        },
      ),
    ];
    if (this.thread.historyState === 'loading') this.scheduleHistoryLoad();
    else void this.thread.resumeWatching();
    return () => this.detach();
  }

  /** Stops listening and polling: the user left the screen. */
  detach(): void {
    for (const stop of this.detachers) stop();
    this.detachers = [];
    this.clearLoadTimer();
    this.thread.dispose();
  }

  /** The chat named in the address (`/?chat={id}`), or none for a new chat. */
  chatRequested(chatId: string | null): void {
    if (chatId === null) {
      if (this.thread.chatId !== null) this.newChatStarted();
      return;
    }
    if (chatId === this.thread.chatId && this.thread.historyState !== 'failed') return;
    this.thread.openChat(chatId);
    this.scheduleHistoryLoad();
  }

  /** 'New Canvas', or the resetChat event. */
  newChatStarted(): void {
    this.clearLoadTimer();
    this.thread.startNewChat();
  }

  briefcaseToggled(): void {
    this.briefcaseOpen = !this.briefcaseOpen;
  }

  briefcaseClosed(): void {
    this.briefcaseOpen = false;
  }

  /** 'Try again' after the history failed to load. */
  retryClicked(): void {
    const chatId = this.thread.chatId;
    if (chatId) this.chatRequested(chatId);
  }

  /** A result's flows: their code loads with the first result shown; the same promise every time. */
  resultUseCases(): Promise<ResultUseCases> {
    return this.deps.loadResultUseCases();
  }

  /**
   * What the view model of one result's action bar and dialogs (ResultActionsViewModel) works
   * with, over a result's flows. That view model is made by the result viewer, whose code loads
   * with the first result shown.
   */
  resultActionsDeps(effects: BrowserEffects, useCases: ResultUseCases): ResultActionsDeps {
    return { thread: this.thread, useCases, session: this.deps.session, effects };
  }

  /** The message list's friendly timestamp (spec 1 §2). */
  timestampOf(message: Pick<Message, 'timestamp'>): string {
    return message.timestamp ? friendlyTimestamp(message.timestamp, this.deps.clock.now()) : '';
  }

  private scheduleHistoryLoad(): void {
    this.clearLoadTimer();
    if (!this.contextReady) {
      this.waitingForContext = true;
      return;
    }
    this.waitingForContext = false;
    this.loadTimer = this.deps.clock.setTimeout(() => {
      this.loadTimer = null;
      void this.thread.loadHistory();
    }, HISTORY_LOAD_DELAY_MS);
  }

  private contextMayBeReady(): void {
    if (this.waitingForContext && this.contextReady) this.scheduleHistoryLoad();
  }

  private clearLoadTimer(): void {
    if (this.loadTimer !== null) this.deps.clock.clearTimeout(this.loadTimer);
    this.loadTimer = null;
  }
}
