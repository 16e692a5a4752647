import { action, computed, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import {
  chatRenameOutcome,
  filterChats,
  orderChats,
  REMOVE_CHAT_FAILED_TEXT,
  RENAME_CHAT_FAILED_TEXT,
  removeChatBlockedText,
  SELECT_ACCOUNT_FIRST_TEXT,
} from '../../core/domain/chat/chat-list';
import { granted } from '../../core/domain/chat/granted';
import { lastUpdated } from '../../core/domain/format/last-updated';
import type { ChatHistoryItem } from '../../core/domain/message';
import type { AppEventsPort } from '../../core/ports/AppEventsPort';
import type { ClockPort, TimerHandle } from '../../core/ports/ClockPort';
import type { ChatSession } from '../chat/thread/chat-session';
import type { ChatListUseCases } from './ChatListUseCases';

/** Spec 3 §9: the chat list reloads at most every 200 ms, and 500 ms after impersonation starts or ends. */
export const CHAT_LIST_RELOAD_DEBOUNCE_MS = 200;
export const IMPERSONATION_RELOAD_DELAY_MS = 500;

/** Not in the spec's catalogue: pinning has no text of its own, so it says what failed. */
export const PIN_CHAT_FAILED_TEXT = 'Failed to update the chat pin. Please try again.';
export const LOAD_CHATS_FAILED_TEXT = 'Failed to load chats. Please try again.';

export interface ChatListDeps extends ChatListUseCases {
  /** Times the debounced reloads and the 'Today' / '3 days ago' labels. */
  clock: ClockPort;
  /** Followed for accountsLoaded: the list reloads when the accounts are announced. */
  events: AppEventsPort;
  session: ChatSession;
}

/**
 * The classic sidebar's chats (spec 3 §2, §4, §5, §8, §9): New Canvas, the canvas search, the
 * list (pinned first, then most recently updated), rename, pin and remove.
 */
export class ChatListViewModel {
  chats: readonly ChatHistoryItem[] = [];
  query = '';
  loading = false;
  loadFailed = false;
  /** The last rename, pin or remove problem, shown until dismissed or the next action. */
  error: string | null = null;
  /** The chat whose name is being edited. */
  renamingId: string | null = null;
  /** The chat the user asked to remove, waiting for confirmation. */
  pendingRemoval: ChatHistoryItem | null = null;

  private reloadTimer: TimerHandle | null = null;
  private reloadAt = 0;
  private detachers: (() => void)[] = [];

  constructor(private readonly deps: ChatListDeps) {
    makeObservable(this, {
      chats: observableRef,
      query: observable,
      loading: observable,
      loadFailed: observable,
      error: observable,
      renamingId: observable,
      pendingRemoval: observableRef,
      visibleChats: computed,
      accountNotice: computed,
      mayManageChats: computed,
      searchChanged: action,
      renameStarted: action,
      renameCancelled: action,
      removeRequested: action,
      removeCancelled: action,
      errorDismissed: action,
    });
  }

  /** The list as shown: ordered, then narrowed by the search. */
  get visibleChats(): ChatHistoryItem[] {
    return filterChats(orderChats(this.chats), this.query);
  }

  /** A regular admin must pick an account before chats become available (spec 3 §4, §5). */
  get accountNotice(): string | null {
    return this.deps.session.selectionState === 'required' ? SELECT_ACCOUNT_FIRST_TEXT : null;
  }

  /** Pin and remove need can_manage_chat_hisotry (spec 1 §6). */
  get mayManageChats(): boolean {
    return granted(this.deps.session.user?.permissions ?? {}, 'can_manage_chat_hisotry');
  }

  /** 'Today', 'Yesterday', '3 days ago' … beside each chat (spec 3 §9). */
  updatedLabel(chat: ChatHistoryItem): string {
    return lastUpdated(chat.updatedAt, this.deps.clock.now());
  }

  /**
   * Starts following the session: the list reloads (debounced) when the accounts are announced
   * or the acting account changes, and 500 ms after impersonation starts or ends.
   */
  attach(): () => void {
    this.detach();
    const { events, session } = this.deps;
    this.detachers = [
      events.on('accountsLoaded', () => this.reloadSoon()),
      reaction(
        () => ({ userId: session.actingContext?.userId, accountId: session.actingContext?.accountId }),
        (now, before) => {
          if (now.userId !== before.userId) this.scheduleReload(IMPERSONATION_RELOAD_DELAY_MS);
          else this.reloadSoon();
        },
        { equals: (a, b) => a.userId === b.userId && a.accountId === b.accountId },
      ),
    ];
    this.reloadSoon();
    return () => this.detach();
  }

  detach(): void {
    for (const stop of this.detachers) stop();
    this.detachers = [];
    this.clearReloadTimer();
  }

  /** Reload within 200 ms; calls in between fold into one. */
  reloadSoon(): void {
    this.scheduleReload(CHAT_LIST_RELOAD_DEBOUNCE_MS);
  }

  /** GET /api/chat-history for the acting account. */
  async reload(): Promise<void> {
    const ctx = this.deps.session.actingContext;
    if (!ctx?.accountId) {
      runInAction(() => {
        this.chats = [];
        this.loadFailed = false;
      });
      return;
    }
    runInAction(() => {
      this.loading = true;
    });
    const outcome = await this.deps.loadChatList.execute({ ctx });
    // An answer, or a refusal, for another acting user or account than the current one is stale:
    // e.g. a reload still on its way when impersonation ended, or refused while it was ending
    // (the backend had already ended it). The reload that follows the change tells the truth.
    const now = this.deps.session.actingContext;
    const stale =
      now?.userId !== ctx.userId ||
      now?.accountId !== ctx.accountId ||
      this.deps.session.identityChanging === true;
    if (!outcome.ok && !stale)
      console.error('Failed to load the chat list', outcome.cause ?? outcome.message);
    runInAction(() => {
      this.loading = false;
      if (stale) return;
      if (!outcome.ok) {
        this.loadFailed = true;
        return;
      }
      this.chats = outcome.value;
      this.loadFailed = false;
    });
  }

  searchChanged(query: string): void {
    this.query = query;
  }

  /** Double-click or the menu's Rename. */
  renameStarted(chatId: string): void {
    this.renamingId = chatId;
    this.error = null;
  }

  /** Escape. */
  renameCancelled(): void {
    this.renamingId = null;
  }

  /** Enter or leaving the field: a blank or unchanged name just leaves edit mode (spec 3 §2, §5). */
  async renameCommitted(chatId: string, input: string): Promise<void> {
    const chat = this.chats.find((c) => c.id === chatId);
    const ctx = this.deps.session.actingContext;
    runInAction(() => {
      if (this.renamingId === chatId) this.renamingId = null;
    });
    if (!chat || !ctx) return;
    const { summary } = chat;
    const planned = chatRenameOutcome(summary, input);
    if (planned.kind === 'rename') this.replaceChat(chatId, { summary: planned.summary });
    const outcome = await this.deps.renameChat.execute({ ctx, chatId, currentSummary: summary, input });
    if (!outcome.ok) {
      console.error('Renaming the chat failed', outcome.cause);
      runInAction(() => {
        this.error = RENAME_CHAT_FAILED_TEXT;
      });
      this.replaceChat(chatId, { summary });
    } else if (outcome.value.kind === 'renamed') {
      this.reloadSoon();
    }
  }

  /** Pin / Unpin in the chat's menu. */
  async pinToggled(chatId: string): Promise<void> {
    const chat = this.chats.find((c) => c.id === chatId);
    const ctx = this.deps.session.actingContext;
    if (!chat || !ctx || !this.mayManageChats) return;
    runInAction(() => {
      this.error = null;
    });
    this.replaceChat(chatId, { pinned: !chat.pinned });
    const permissions = this.deps.session.user?.permissions ?? {};
    const outcome = await this.deps.toggleChatPin.execute({ ctx, chat, permissions });
    if (outcome.ok) return;
    console.error('Pinning the chat failed', outcome.cause ?? outcome.message);
    runInAction(() => {
      this.error = PIN_CHAT_FAILED_TEXT;
    });
    this.replaceChat(chatId, { pinned: chat.pinned });
  }

  /** Remove in the chat's menu: a pinned chat must be unpinned first; others ask for confirmation. */
  removeRequested(chatId: string): void {
    const chat = this.chats.find((c) => c.id === chatId);
    if (!chat || !this.mayManageChats) return;
    const blocked = removeChatBlockedText(chat);
    if (blocked) {
      this.error = blocked;
      return;
    }
    this.error = null;
    this.pendingRemoval = chat;
  }

  removeCancelled(): void {
    this.pendingRemoval = null;
  }

  /** DELETE /api/chat-history/{id}; answers the removed chat's id, or null when nothing was removed. */
  async removeConfirmed(): Promise<string | null> {
    const chat = this.pendingRemoval;
    const ctx = this.deps.session.actingContext;
    runInAction(() => {
      this.pendingRemoval = null;
    });
    if (!chat || !ctx) return null;
    const permissions = this.deps.session.user?.permissions ?? {};
    const outcome = await this.deps.removeChat.execute({ ctx, chat, permissions });
    if (!outcome.ok) console.error('Removing the chat failed', outcome.cause ?? outcome.message);
    runInAction(() => {
      if (outcome.ok) this.chats = this.chats.filter((c) => c.id !== chat.id);
      // A refusal of the core's own rules says why in its words; a backend failure gets the spec's text.
      else this.error = outcome.kind === 'not-allowed' ? outcome.message : REMOVE_CHAT_FAILED_TEXT;
    });
    return outcome.ok ? outcome.value : null;
  }

  errorDismissed(): void {
    this.error = null;
  }

  /** 'New Canvas': every screen that shows a chat resets it (spec 1 §2 resetChat). */
  newCanvasClicked(): void {
    this.deps.startNewCanvas.execute();
  }

  private replaceChat(chatId: string, change: Partial<ChatHistoryItem>): void {
    runInAction(() => {
      this.chats = this.chats.map((c) => (c.id === chatId ? { ...c, ...change } : c));
    });
  }

  /** Debounces: the reload moves later with each call, never earlier than one already planned. */
  private scheduleReload(delayMs: number): void {
    const at = this.deps.clock.now() + delayMs;
    if (this.reloadTimer !== null && this.reloadAt >= at) return;
    this.clearReloadTimer();
    this.reloadAt = at;
    this.reloadTimer = this.deps.clock.setTimeout(() => {
      this.reloadTimer = null;
      void this.reload();
    }, delayMs);
  }

  private clearReloadTimer(): void {
    if (this.reloadTimer !== null) this.deps.clock.clearTimeout(this.reloadTimer);
    this.reloadTimer = null;
  }
}
