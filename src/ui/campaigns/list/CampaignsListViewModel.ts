import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Campaign, Folder } from '../../../core/domain/campaign';
import { DEFAULT_LIST_STATE } from '../../../core/domain/campaigns/list-state';
import { campaignStatusLabel } from '../../../core/domain/campaigns/status-badge';
import { friendlyTimestamp } from '../../../core/domain/format/friendly-timestamp';
import type { ClockPort, TimerHandle } from '../../../core/ports/ClockPort';
import type { DeleteCampaign } from '../../../core/use-cases/campaigns/DeleteCampaign';
import type { ListCampaigns } from '../../../core/use-cases/campaigns/ListCampaigns';
import { FOLDER_CHOICES_LIMIT } from '../../../core/use-cases/campaigns/LoadCreationOptions';
import type { PinCampaign } from '../../../core/use-cases/campaigns/PinCampaign';
import type { RememberListState } from '../../../core/use-cases/campaigns/RememberListState';
import type { RenameCampaign } from '../../../core/use-cases/campaigns/RenameCampaign';
import type { ListFolders } from '../../../core/use-cases/folders/ListFolders';
import { failed } from '../../../core/use-cases/outcome';
import { type CampaignSession, contextWithAccount, mayCreateCampaigns } from '../CampaignSession';
import type { SuccessBanner } from '../SuccessBanner';
import { CAMPAIGN_LIST_TEXTS, SUCCESS_BANNER_MS } from './campaign-texts';
import { PagedList } from './PagedList';

export const CAMPAIGN_SORTS = [
  'name',
  'status',
  'destination',
  'folder_name',
  'created_at',
  'updated_at',
  'is_pinned',
] as const;

export interface CampaignsListDeps {
  session: CampaignSession;
  lists: Pick<RememberListState, 'recall' | 'remember'>;
  clock: ClockPort;
  banner: SuccessBanner;
  listCampaigns: ListCampaigns;
  listFolders: ListFolders;
  renameCampaign: RenameCampaign;
  pinCampaign: PinCampaign;
  deleteCampaign: DeleteCampaign;
}

/** The campaigns page (spec 2 §2.5): folder filter, search, table, inline rename, pin, delete. */
export class CampaignsListViewModel {
  readonly list: PagedList<Campaign>;
  folderId: string | null = null;
  folders: readonly Folder[] = [];
  error: string | null = null;
  renamingId: string | null = null;
  pendingDelete: Campaign | null = null;
  successText: string | null = null;

  private bannerTimer: TimerHandle | null = null;

  constructor(private readonly deps: CampaignsListDeps) {
    this.list = new PagedList<Campaign>({
      name: 'campaigns',
      sortable: CAMPAIGN_SORTS,
      lists: deps.lists,
      clock: deps.clock,
      loadPage: (state) => {
        const ctx = contextWithAccount(deps.session);
        if (!ctx) return Promise.resolve(failed('not-allowed', ''));
        return deps.listCampaigns.execute({
          ctx,
          state,
          ...(this.folderId ? { folderId: this.folderId } : {}),
        });
      },
    });
    makeObservable(this, {
      folderId: observable,
      folders: observableRef,
      error: observable,
      renamingId: observable,
      pendingDelete: observableRef,
      successText: observable,
      noAccount: computed,
      mayChange: computed,
      folderName: computed,
      emptyState: computed,
      loadError: computed,
      renameStarted: action,
      renameCancelled: action,
      deleteRequested: action,
      deleteCancelled: action,
      errorDismissed: action,
    });
  }

  get noAccount(): string | null {
    return contextWithAccount(this.deps.session) ? null : CAMPAIGN_LIST_TEXTS.noAccount;
  }

  get mayChange(): boolean {
    return mayCreateCampaigns(this.deps.session);
  }

  /** The selected folder's name for the breadcrumb; null for All Folders. */
  get folderName(): string | null {
    if (!this.folderId) return null;
    return this.folders.find((folder) => folder.id === this.folderId)?.name ?? null;
  }

  get loadError(): string | null {
    return this.list.loadFailed ? CAMPAIGN_LIST_TEXTS.loadFailed : null;
  }

  /** 'No campaigns yet' when the account (or folder) has none; a search matching nothing says so. */
  get emptyState(): { title: string; hint?: string } | null {
    if (!this.list.loaded || this.list.rows.length > 0 || this.list.loadFailed) return null;
    if (this.list.state.search) return { title: CAMPAIGN_LIST_TEXTS.noMatch };
    return { title: CAMPAIGN_LIST_TEXTS.emptyTitle, hint: CAMPAIGN_LIST_TEXTS.emptyHint };
  }

  /** A created/updated time as the table shows it (time today, else the date; N/A when missing). */
  dateText(value: string): string {
    return friendlyTimestamp(value, this.deps.clock.now());
  }

  statusLabel(campaign: Campaign): string {
    return campaignStatusLabel(campaign.status);
  }

  /** The screen opened: folder and list state from the address, folders for the filter, the page. */
  async opened(address: Readonly<Record<string, string | undefined>>): Promise<void> {
    runInAction(() => {
      this.folderId = address.folderId || null;
    });
    this.list.restore(address);
    this.showBanner();
    if (this.noAccount) return;
    await Promise.all([this.loadFolders(), this.list.reload()]);
  }

  /** The folder filter: All Folders (null) or one folder; the list goes back to page 1. */
  async folderChosen(folderId: string | null): Promise<void> {
    runInAction(() => {
      this.folderId = folderId;
    });
    await this.list.pageChosen(1);
  }

  renameStarted(campaignId: string): void {
    if (!this.mayChange) return;
    this.renamingId = campaignId;
    this.error = null;
  }

  renameCancelled(): void {
    this.renamingId = null;
  }

  async renameCommitted(campaign: Campaign, input: string): Promise<void> {
    const ctx = contextWithAccount(this.deps.session);
    // Enter and then leaving the field both commit: only the first one counts.
    if (this.renamingId !== campaign.id) return;
    runInAction(() => {
      this.renamingId = null;
    });
    if (!ctx) return;
    const renamed = await this.deps.renameCampaign.execute({
      ctx,
      campaignId: campaign.id,
      currentName: campaign.name,
      input,
    });
    runInAction(() => {
      if (!renamed.ok) this.error = CAMPAIGN_LIST_TEXTS.renameFailed;
      else if (renamed.value.kind === 'renamed') {
        const name = renamed.value.name;
        this.list.replaceRow(
          (row) => row.id === campaign.id,
          (row) => ({ ...row, name }),
        );
      }
    });
  }

  async pinToggled(campaign: Campaign): Promise<void> {
    const ctx = contextWithAccount(this.deps.session);
    if (!ctx) return;
    const pinned = await this.deps.pinCampaign.execute({
      ctx,
      campaignId: campaign.id,
      pinned: !campaign.is_pinned,
    });
    if (!pinned.ok) {
      runInAction(() => {
        this.error = CAMPAIGN_LIST_TEXTS.pinFailed;
      });
      return;
    }
    await this.list.reload();
  }

  deleteRequested(campaign: Campaign): void {
    this.pendingDelete = campaign;
    this.error = null;
  }

  deleteCancelled(): void {
    this.pendingDelete = null;
  }

  async deleteConfirmed(): Promise<void> {
    const campaign = this.pendingDelete;
    const ctx = contextWithAccount(this.deps.session);
    runInAction(() => {
      this.pendingDelete = null;
    });
    if (!campaign || !ctx) return;
    const deleted = await this.deps.deleteCampaign.execute({ ctx, campaignId: campaign.id });
    if (!deleted.ok) {
      runInAction(() => {
        this.error = CAMPAIGN_LIST_TEXTS.deleteFailed;
      });
      return;
    }
    await this.list.reload();
  }

  errorDismissed(): void {
    this.error = null;
  }

  dispose(): void {
    this.list.dispose();
    if (this.bannerTimer !== null) this.deps.clock.clearTimeout(this.bannerTimer);
  }

  /** Up to 100 folders for the filter (spec 2 §9), by name. */
  private async loadFolders(): Promise<void> {
    const ctx = contextWithAccount(this.deps.session);
    if (!ctx) return;
    const folders = await this.deps.listFolders.execute({
      ctx,
      state: { ...DEFAULT_LIST_STATE, sortBy: 'name', sortOrder: 'asc', pageSize: FOLDER_CHOICES_LIMIT },
    });
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
