import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Campaign, Folder } from '../../../core/domain/campaign';
import type { ActingContext } from '../../../core/ports/acting-context';
import type { CampaignCalls } from '../../../core/use-cases/campaigns/CampaignCalls';
import { FOLDER_CHOICES_LIMIT } from '../../../core/use-cases/campaigns/LoadCreationOptions';
import type { MoveCampaigns } from '../../../core/use-cases/campaigns/MoveCampaigns';
import { failureText } from '../../kit/failure-text';
import { MOVE_DIALOG_TEXTS } from './move-texts';

export interface MoveToFolderDeps {
  move: MoveCampaigns;
  calls: CampaignCalls;
  /** The acting user and account, or null when none is chosen. */
  context(): ActingContext | null;
  /** After a move: the list reads its page again, the campaign page its campaign. */
  moved(): Promise<void> | void;
}

/**
 * The "Move to folder" dialog of the campaigns list and the campaign page: the campaigns chosen,
 * the account's folders to pick from, the move, and its outcome in words (the dialog keeps the
 * choice and shows the failure; a success closes it and says what moved).
 */
export class MoveToFolder {
  campaigns: readonly Pick<Campaign, 'id' | 'name' | 'folderId'>[] | null = null;
  folders: readonly Folder[] = [];
  folderId: string | null = null;
  error: string | null = null;
  busy = false;
  /** What the last move did, until the next one starts. */
  done: string | null = null;

  constructor(private readonly deps: MoveToFolderDeps) {
    makeObservable(this, {
      campaigns: observableRef,
      folders: observableRef,
      folderId: observable,
      error: observable,
      busy: observable,
      done: observable,
      open: computed,
      folderChosen: action,
      cancelled: action,
    });
  }

  get open(): boolean {
    return this.campaigns !== null;
  }

  /** "Move to folder" pressed for these campaigns: the dialog opens and reads the folders. */
  async opened(campaigns: readonly Pick<Campaign, 'id' | 'name' | 'folderId'>[]): Promise<void> {
    const ctx = this.deps.context();
    if (!ctx || campaigns.length === 0) return;
    runInAction(() => {
      this.campaigns = campaigns;
      this.folderId = null;
      this.error = null;
      this.done = null;
    });
    const folders = await this.deps.calls.execute('listFolders', ctx, {
      sortBy: 'name',
      sortOrder: 'asc',
      page: 1,
      limit: FOLDER_CHOICES_LIMIT,
    });
    runInAction(() => {
      if (folders.ok) this.folders = folders.value.items;
      else this.error = MOVE_DIALOG_TEXTS.foldersFailed;
    });
  }

  folderChosen(folderId: string | null): void {
    this.folderId = folderId || null;
    this.error = null;
  }

  cancelled(): void {
    this.campaigns = null;
  }

  /** Move pressed: all or none move; a failure keeps the dialog open with the choice and says why. */
  async confirmed(): Promise<void> {
    const ctx = this.deps.context();
    const campaigns = this.campaigns;
    if (!ctx || !campaigns || this.busy) return;
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    const folderId = this.folderId;
    const moved = await this.deps.move.execute({ ctx, campaigns, folderId });
    const folderName = this.folders.find((folder) => folder.id === folderId)?.name ?? '';
    runInAction(() => {
      this.busy = false;
      if (!moved.ok) {
        this.error = failureText(moved, MOVE_DIALOG_TEXTS.failed);
        return;
      }
      this.campaigns = null;
      this.done =
        moved.value.moved > 0
          ? MOVE_DIALOG_TEXTS.moved(moved.value.moved, folderName)
          : MOVE_DIALOG_TEXTS.alreadyThere(folderName);
    });
    if (moved.ok) await this.deps.moved();
  }
}
