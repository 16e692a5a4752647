import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { CAMPAIGN_SORTS, type Campaign, type Folder } from '../../../core/domain/campaign';
import { campaignStatusLabel } from '../../../core/domain/campaigns/status-badge';
import { friendlyTimestamp } from '../../../core/domain/format/friendly-timestamp';
import { listQueryOf } from '../../../core/domain/lists/paged-list-state';
import type { TimerHandle } from '../../../core/ports/ClockPort';
import type { CampaignCalls } from '../../../core/use-cases/campaigns/CampaignCalls';
import { FOLDER_CHOICES_LIMIT } from '../../../core/use-cases/campaigns/LoadCreationOptions';
import type { MoveCampaigns } from '../../../core/use-cases/campaigns/MoveCampaigns';
import type { RenameListEntry } from '../../../core/use-cases/campaigns/RenameListEntry';
import { AccountList, type AccountListDeps } from '../common/AccountList';
import { MoveToFolder } from '../common/MoveToFolder';
import type { SuccessBanner } from '../SuccessBanner';
import { CAMPAIGN_LIST_TEXTS, SUCCESS_BANNER_MS } from './campaign-texts';

export interface CampaignsListDeps extends AccountListDeps {
  banner: SuccessBanner;
  calls: CampaignCalls;
  renameCampaign: RenameListEntry;
  moveCampaigns: MoveCampaigns;
}

/** The campaigns page (spec 2 §2.5): folder filter, search, table, inline rename, pin, delete. */
export class CampaignsListViewModel extends AccountList<Campaign> {
  folderId: string | null = null;
  folders: readonly Folder[] = [];
  successText: string | null = null;
  /** The rows ticked for "Move to folder", by id. */
  selectedIds: ReadonlySet<string> = new Set();
  readonly move: MoveToFolder;
  private bannerTimer: TimerHandle | null = null;

  constructor(private readonly deps: CampaignsListDeps) {
    super(deps, {
      name: 'campaigns',
      sortable: CAMPAIGN_SORTS,
      texts: CAMPAIGN_LIST_TEXTS,
      loadPage: (ctx, state) =>
        deps.calls.execute('listCampaigns', ctx, {
          ...listQueryOf(state),
          ...(this.folderId ? { folderId: this.folderId } : {}),
        }),
      rename: (ctx, campaign, input) =>
        deps.renameCampaign.execute({ ctx, id: campaign.id, currentName: campaign.name, input }),
      pin: (ctx, campaign, pinned) => deps.calls.execute('setCampaignPinned', ctx, campaign.id, pinned),
      remove: (ctx, campaign) => deps.calls.execute('deleteCampaign', ctx, campaign.id),
    });
    this.move = new MoveToFolder({
      move: deps.moveCampaigns,
      calls: deps.calls,
      context: () => (this.noAccount ? null : (deps.session.actingContext ?? null)),
      moved: () => this.movedAway(),
    });
    makeObservable<CampaignsListViewModel, 'movedAway'>(this, {
      folderId: observable,
      selectedIds: observableRef,
      selected: computed,
      allOnPageSelected: computed,
      rowSelected: action,
      pageSelected: action,
      movedAway: action,
      folders: observableRef,
      successText: observable,
      folderName: computed,
      emptyState: computed,
    });
  }

  /** The selected folder's name for the breadcrumb; null for All Folders. */
  get folderName(): string | null {
    if (!this.folderId) return null;
    return this.folders.find((folder) => folder.id === this.folderId)?.name ?? null;
  }

  /** 'No campaigns yet' when the account (or folder) has none; a search matching nothing says so. */
  get emptyState(): { title: string; hint?: string } | null {
    if (!this.list.loaded || this.list.rows.length > 0 || this.list.loadFailed) return null;
    if (this.list.state.search) return { title: CAMPAIGN_LIST_TEXTS.noMatch };
    return { title: CAMPAIGN_LIST_TEXTS.emptyTitle, hint: CAMPAIGN_LIST_TEXTS.emptyHint };
  }

  /** The ticked campaigns of the page shown. */
  get selected(): Campaign[] {
    return this.rows.filter((campaign) => this.selectedIds.has(campaign.id));
  }

  get allOnPageSelected(): boolean {
    return this.rows.length > 0 && this.selected.length === this.rows.length;
  }

  rowSelected(campaignId: string, on: boolean): void {
    const next = new Set(this.selectedIds);
    if (on) next.add(campaignId);
    else next.delete(campaignId);
    this.selectedIds = next;
  }

  /** "Select all on this page" ticks every row shown, or none. */
  pageSelected(on: boolean): void {
    this.selectedIds = new Set(on ? this.rows.map((campaign) => campaign.id) : []);
  }

  /** "Move to folder" for the ticked campaigns. */
  moveSelectedClicked(): Promise<void> {
    return this.move.opened(this.selected);
  }

  /** "Move to folder" of one row's menu. */
  moveClicked(campaign: Campaign): Promise<void> {
    return this.move.opened([campaign]);
  }

  /** A created/updated time as the table shows it (time today, else the date; N/A when missing). */
  dateText(value: string): string {
    return friendlyTimestamp(value, this.deps.clock.now());
  }

  /** The line under a campaign's name: its description (who it runs for, its budget), if it has one. */
  descriptionOf(campaign: Campaign): string {
    return campaign.description?.trim() ?? '';
  }

  statusLabel(campaign: Campaign): string {
    return campaignStatusLabel(campaign.status);
  }

  /** The screen opened: folder and list state from the address, folders for the filter, the page. */
  override async opened(address: Readonly<Record<string, string | undefined>>): Promise<void> {
    runInAction(() => {
      this.folderId = address.folderId || null;
    });
    this.showBanner();
    await Promise.all([this.noAccount ? null : this.loadFolders(), super.opened(address)]);
  }

  /** The folder filter: All Folders (null) or one folder; the list goes back to page 1. */
  async folderChosen(folderId: string | null): Promise<void> {
    runInAction(() => {
      this.folderId = folderId;
    });
    await this.list.pageChosen(1);
  }

  /** The moved campaigns leave the selection; the page is read again (a folder's list loses them). */
  private movedAway(): Promise<void> {
    this.selectedIds = new Set();
    return this.list.load();
  }

  override dispose(): void {
    super.dispose();
    if (this.bannerTimer !== null) this.deps.clock.clearTimeout(this.bannerTimer);
  }

  /** Up to 100 folders for the filter (spec 2 §9), by name. */
  private async loadFolders(): Promise<void> {
    const folders = await this.inAccount((ctx) =>
      this.deps.calls.execute('listFolders', ctx, {
        sortBy: 'name',
        sortOrder: 'asc',
        page: 1,
        limit: FOLDER_CHOICES_LIMIT,
      }),
    );
    if (folders.ok)
      runInAction(() => {
        this.folders = folders.value.items;
      });
  }

  /** The creation's success text, shown for 5 seconds (spec 2 §2.5, §9). */
  private showBanner(): void {
    const text = this.deps.banner.take();
    if (!text) return;
    runInAction(() => {
      this.successText = text;
    });
    this.bannerTimer = this.deps.clock.setTimeout(() => {
      runInAction(() => {
        this.successText = null;
      });
    }, SUCCESS_BANNER_MS);
  }
}
