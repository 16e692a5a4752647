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
import type { ActingContext } from '../../core/ports/acting-context';
import type { ClockPort, TimerHandle } from '../../core/ports/ClockPort';
import { failed, type Outcome } from '../../core/use-cases/outcome';
import type { ChatSession } from '../chat/thread/chat-session';
import { RowActions, type RowActionsDeclaration } from '../kit/row-actions/RowActions';
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
  /** Rename, pin and remove with confirmation (the kit's row actions, declared below). */
  readonly actions: RowActions<ChatHistoryItem>;

  private reloadTimer: TimerHandle | null = null;
  private reloadAt = 0;
  private detachers: (() => void)[] = [];

  constructor(private readonly deps: ChatListDeps) {
    this.actions = new RowActions<ChatHistoryItem>(this.rowActions());
    makeObservable(this, {
      chats: observableRef,
      query: observable,
      loading: observable,
      loadFailed: observable,
      visibleChats: computed,
      accountNotice: computed,
      mayManageChats: computed,
      searchChanged: action,
    });
  }

  /** The list as shown: with renames and pins still saving, ordered, then narrowed by the search. */
  get visibleChats(): ChatHistoryItem[] {
    return filterChats(orderChats(this.actions.shown(this.chats)), this.query);
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
    if (!stale && outcome.ok) this.actions.settled();
  }

  searchChanged(query: string): void {
    this.query = query;
  }

  /** 'New Canvas': every screen that shows a chat resets it (spec 1 §2 resetChat). */
  newCanvasClicked(): void {
    this.deps.startNewCanvas.execute();
  }

  /**
   * Spec 3 §2, §4, §5, §8: a blank or unchanged name only leaves edit mode; pin and remove need
   * can_manage_chat_hisotry; a pinned chat must be unpinned before it is removed.
   */
  private rowActions(): RowActionsDeclaration<ChatHistoryItem> {
    const { deps } = this;
    const inContext = <T>(run: (ctx: ActingContext) => Promise<Outcome<T>>) => {
      const ctx = deps.session.actingContext;
      return ctx ? run(ctx) : Promise.resolve(failed('not-allowed', SELECT_ACCOUNT_FIRST_TEXT));
    };
    const permissions = () => deps.session.user?.permissions ?? {};
    const allowed = () => this.mayManageChats;
    return {
      idOf: (chat) => chat.id,
      find: (id) => this.chats.find((chat) => chat.id === id),
      rename: {
        planned: (chat, input) => {
          const planned = chatRenameOutcome(chat.summary, input);
          return planned.kind === 'rename' ? planned.summary : null;
        },
        shown: (summary) => ({ summary }),
        save: (chat, input) =>
          inContext((ctx) =>
            deps.renameChat.execute({ ctx, chatId: chat.id, currentSummary: chat.summary, input }),
          ),
        failed: RENAME_CHAT_FAILED_TEXT,
        saved: () => this.reloadSoon(),
      },
      pin: {
        allowed,
        pinned: (chat) => chat.pinned,
        shown: (pinned) => ({ pinned }),
        save: (chat) =>
          inContext((ctx) => deps.toggleChatPin.execute({ ctx, chat, permissions: permissions() })),
        failed: PIN_CHAT_FAILED_TEXT,
      },
      remove: {
        allowed,
        blocked: removeChatBlockedText,
        save: (chat) =>
          inContext((ctx) => deps.removeChat.execute({ ctx, chat, permissions: permissions() })),
        failed: REMOVE_CHAT_FAILED_TEXT,
        removed: (chat) =>
          runInAction(() => {
            this.chats = this.chats.filter((c) => c.id !== chat.id);
          }),
      },
    };
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
