import { defaultFilter } from 'cmdk';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ChatHistoryItem } from '../../core/domain/message';
import type { ActingContext } from '../../core/ports/acting-context';
import type { ClockPort, TimerHandle } from '../../core/ports/ClockPort';
import type { Outcome } from '../../core/use-cases/outcome';
import type { RecentPicks } from '../../core/use-cases/palette/RecentPicks';
import type { FoundPlaces, SearchPlaces } from '../../core/use-cases/palette/SearchPlaces';
import { CHAT_PARAM } from '../chat/workspace/useChatWorkspace';
import {
  actionEntries,
  PALETTE_GROUPS,
  type PaletteEntry,
  type PaletteGroup,
  type PaletteUser,
  pageEntries,
} from './palette-entries';

/** The backend is asked once typing pauses this long (the lists' own search debounce is 300 ms). */
export const PLACE_SEARCH_DEBOUNCE_MS = 200;
/**
 * The groups of records show this many entries at most: the palette is for getting somewhere, not
 * browsing (Riley has 1,000 chats in the Scale pack). Pages and actions are few and all shown.
 */
export const ENTRIES_PER_GROUP = 8;
const LIMITED: ReadonlySet<PaletteGroup> = new Set(['Recent', 'Chats', 'Campaigns', 'Folders']);

/** What the frame already holds that the palette offers and acts on (its features' view models). */
export interface PaletteFrame {
  readonly user: () => PaletteUser;
  readonly actingContext: () => ActingContext | null;
  readonly chats: () => readonly ChatHistoryItem[];
  readonly newCanvas: () => void;
  readonly switchUi: () => void;
  readonly endImpersonation: () => Promise<Outcome>;
  readonly signOut: () => void;
}

export interface PaletteUseCases {
  readonly searchPlaces: SearchPlaces;
  readonly recentPicks: RecentPicks;
  readonly clock: ClockPort;
}

/** Where a pick leads: the address to open, and whether the message box takes the focus there. */
export interface PaletteLanding {
  readonly goTo: string;
  readonly focusMessageBox: boolean;
}

/** A group as the palette shows it. */
export interface PaletteSection {
  readonly group: PaletteGroup;
  readonly entries: readonly PaletteEntry[];
}

/**
 * The command palette (issue 31): chats by title, campaigns and folders by name (the backend's
 * search: both lists are paged), the pages and actions the user may take, matched fuzzily by
 * cmdk's own scoring, recent picks first; Enter opens the highlighted entry.
 */
export class PaletteViewModel {
  query = '';
  /** The entry Enter opens; the first one shown unless the user moved. */
  highlightedId: string | null = null;
  places: FoundPlaces = { campaigns: [], folders: [] };
  placesFailed = false;
  private recent: readonly string[];
  private searchTimer: TimerHandle | null = null;

  constructor(
    private readonly frame: PaletteFrame,
    private readonly useCases: PaletteUseCases,
  ) {
    this.recent = this.loadRecent();
    makeObservable<PaletteViewModel, 'recent'>(this, {
      query: observable,
      highlightedId: observable,
      places: observableRef,
      placesFailed: observable,
      recent: observableRef,
      sections: computed,
      queryChanged: action,
      highlighted: action,
    });
  }

  /** The groups in their order, each with its matching entries, best first; empty groups left out. */
  get sections(): PaletteSection[] {
    const search = this.query.trim();
    const scored = this.entries()
      .map((entry) => ({ entry, score: search ? defaultFilter(entry.label, search) : 1 }))
      .filter(({ score }) => score > 0);
    const recentRank = (entry: PaletteEntry) => this.recent.indexOf(entry.id);
    const recent = scored
      .filter(({ entry }) => recentRank(entry) >= 0)
      .sort((a, b) => recentRank(a.entry) - recentRank(b.entry));
    const rest = scored.filter(({ entry }) => recentRank(entry) < 0).sort((a, b) => b.score - a.score);
    return PALETTE_GROUPS.map((group) => ({
      group,
      entries: (group === 'Recent' ? recent : rest.filter(({ entry }) => entry.group === group))
        .slice(0, LIMITED.has(group) ? ENTRIES_PER_GROUP : undefined)
        .map(({ entry }) => entry),
    })).filter((section) => section.entries.length > 0);
  }

  /** The entry Enter would open now. */
  get highlightedEntry(): PaletteEntry | null {
    const shown = this.sections.flatMap((section) => section.entries);
    return shown.find((entry) => entry.id === this.highlightedId) ?? shown[0] ?? null;
  }

  queryChanged(query: string): void {
    this.query = query;
    this.highlightedId = null;
    this.searchPlacesSoon();
  }

  /** The arrow keys (or the pointer) moved the highlight. */
  highlighted(entryId: string): void {
    this.highlightedId = entryId;
  }

  /** Enter: opens the highlighted entry; null when nothing matches. */
  entered(): Promise<PaletteLanding | null> {
    const entry = this.highlightedEntry;
    return entry ? this.picked(entry) : Promise.resolve(null);
  }

  /** Does what the entry says, remembers it as a recent pick, and says where to go next. */
  async picked(entry: PaletteEntry): Promise<PaletteLanding | null> {
    const userId = this.frame.actingContext()?.userId;
    if (userId && entry.action !== 'sign-out') this.useCases.recentPicks.remember(userId, entry.id);
    switch (entry.action) {
      case 'new-canvas':
        this.frame.newCanvas();
        break;
      case 'switch-ui':
        this.frame.switchUi();
        break;
      case 'end-impersonation':
        if (!(await this.frame.endImpersonation()).ok) return null;
        break;
      case 'sign-out':
        this.frame.signOut();
        break;
    }
    return entry.goTo ? { goTo: entry.goTo, focusMessageBox: entry.action === 'new-canvas' } : null;
  }

  /** The palette closed: a search on its way is no longer wanted. */
  closed(): void {
    if (this.searchTimer !== null) this.useCases.clock.clearTimeout(this.searchTimer);
    this.searchTimer = null;
  }

  private entries(): PaletteEntry[] {
    const user = this.frame.user();
    const chats = user.accountRequired ? [] : this.frame.chats();
    return [
      ...actionEntries(user),
      ...pageEntries(user),
      ...chats.map(
        (chat): PaletteEntry => ({
          id: `chat:${chat.id}`,
          group: 'Chats',
          label: chat.summary,
          goTo: `/?${CHAT_PARAM}=${encodeURIComponent(chat.id)}`,
        }),
      ),
      ...this.places.campaigns.map(
        (campaign): PaletteEntry => ({
          id: `campaign:${campaign.id}`,
          group: 'Campaigns',
          label: campaign.name,
          goTo: `/campaigns/${encodeURIComponent(campaign.id)}`,
        }),
      ),
      ...this.places.folders.map(
        (folder): PaletteEntry => ({
          id: `folder:${folder.id}`,
          group: 'Folders',
          label: folder.name,
          goTo: `/campaigns?folderId=${encodeURIComponent(folder.id)}`,
        }),
      ),
    ];
  }

  private loadRecent(): readonly string[] {
    const userId = this.frame.actingContext()?.userId;
    return userId ? this.useCases.recentPicks.load(userId) : [];
  }

  private searchPlacesSoon(): void {
    this.closed();
    const search = this.query.trim();
    const ctx = this.frame.actingContext();
    if (!search || !ctx?.accountId) {
      this.places = { campaigns: [], folders: [] };
      return;
    }
    this.searchTimer = this.useCases.clock.setTimeout(() => {
      this.searchTimer = null;
      void this.searchPlaces(ctx, search);
    }, PLACE_SEARCH_DEBOUNCE_MS);
  }

  private async searchPlaces(ctx: ActingContext, search: string): Promise<void> {
    const found = await this.useCases.searchPlaces.execute({ ctx, search });
    // An answer for an earlier query would offer what the user no longer asks for.
    if (search !== this.query.trim()) return;
    runInAction(() => {
      this.placesFailed = !found.ok;
      this.places = found.ok ? found.value : { campaigns: [], folders: [] };
    });
  }
}
