import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Folder } from '../../../core/domain/campaign';
import { lastUpdated } from '../../../core/domain/format/last-updated';
import type { ClockPort } from '../../../core/ports/ClockPort';
import type { RememberListState } from '../../../core/use-cases/campaigns/RememberListState';
import type { CreateFolder } from '../../../core/use-cases/folders/CreateFolder';
import type { DeleteFolder } from '../../../core/use-cases/folders/DeleteFolder';
import type { ListFolders } from '../../../core/use-cases/folders/ListFolders';
import type { PinFolder } from '../../../core/use-cases/folders/PinFolder';
import type { RenameFolder } from '../../../core/use-cases/folders/RenameFolder';
import { failed } from '../../../core/use-cases/outcome';
import { type CampaignSession, contextWithAccount, mayCreateCampaigns } from '../CampaignSession';
import { PagedList } from '../list/PagedList';
import { FOLDER_TEXTS } from './folder-texts';

export const FOLDER_SORTS = ['name', 'campaign_count', 'updated_at', 'created_at'] as const;

export interface FoldersListDeps {
  session: CampaignSession;
  lists: Pick<RememberListState, 'recall' | 'remember'>;
  clock: ClockPort;
  listFolders: ListFolders;
  createFolder: CreateFolder;
  renameFolder: RenameFolder;
  pinFolder: PinFolder;
  deleteFolder: DeleteFolder;
}

/** The folders page (spec 2 §2.4): search, Add Folder, the table, inline rename, pin and delete. */
export class FoldersListViewModel {
  readonly list: PagedList<Folder>;
  /** The problem of the last action (or load), shown above the table. */
  error: string | null = null;
  /** Add Folder's name field is open. */
  adding = false;
  newName = '';
  renamingId: string | null = null;
  pendingDelete: Folder | null = null;

  constructor(private readonly deps: FoldersListDeps) {
    this.list = new PagedList<Folder>({
      name: 'folders',
      sortable: FOLDER_SORTS,
      lists: deps.lists,
      clock: deps.clock,
      loadPage: (state) => {
        const ctx = contextWithAccount(deps.session);
        return ctx ? deps.listFolders.execute({ ctx, state }) : Promise.resolve(failed('not-allowed', ''));
      },
    });
    makeObservable(this, {
      error: observable,
      adding: observable,
      newName: observable,
      renamingId: observable,
      pendingDelete: observableRef,
      noAccount: computed,
      mayChange: computed,
      emptyText: computed,
      loadError: computed,
      addFolderClicked: action,
      newNameTyped: action,
      addCancelled: action,
      renameStarted: action,
      renameCancelled: action,
      deleteRequested: action,
      deleteCancelled: action,
    });
  }

  get noAccount(): string | null {
    return contextWithAccount(this.deps.session) ? null : FOLDER_TEXTS.noAccount;
  }

  get mayChange(): boolean {
    return mayCreateCampaigns(this.deps.session);
  }

  get loadError(): string | null {
    return this.list.loadFailed ? FOLDER_TEXTS.loadFailed : null;
  }

  get emptyText(): string | null {
    if (!this.list.loaded || this.list.rows.length > 0 || this.list.loadFailed) return null;
    return this.list.state.search ? FOLDER_TEXTS.noMatch : FOLDER_TEXTS.empty;
  }

  lastUpdatedText(folder: Folder): string {
    return lastUpdated(folder.updated_at, this.deps.clock.now());
  }

  /** The screen opened (or the account changed) with the address's list parameters. */
  async opened(address: Readonly<Record<string, string | undefined>>): Promise<void> {
    this.list.restore(address);
    if (this.noAccount) return;
    await this.list.reload();
  }

  addFolderClicked(): void {
    this.adding = true;
    this.newName = '';
    this.error = null;
  }

  newNameTyped(name: string): void {
    this.newName = name;
  }

  addCancelled(): void {
    this.adding = false;
  }

  /** Saves the new folder; a blank name is refused and the field stays open with what was typed. */
  async addConfirmed(): Promise<void> {
    const ctx = contextWithAccount(this.deps.session);
    if (!ctx) return;
    const created = await this.deps.createFolder.execute({ ctx, name: this.newName });
    runInAction(() => {
      if (!created.ok) {
        this.error = created.kind === 'not-allowed' ? FOLDER_TEXTS.nameRequired : FOLDER_TEXTS.createFailed;
        return;
      }
      this.adding = false;
      this.newName = '';
      this.error = null;
    });
    if (created.ok) await this.list.reload();
  }

  renameStarted(folderId: string): void {
    if (!this.mayChange) return;
    this.renamingId = folderId;
    this.error = null;
  }

  renameCancelled(): void {
    this.renamingId = null;
  }

  /** Inline rename: blank or unchanged keeps the name; a failure puts the old name back. */
  async renameCommitted(folder: Folder, input: string): Promise<void> {
    const ctx = contextWithAccount(this.deps.session);
    // Enter and then leaving the field both commit: only the first one counts.
    if (this.renamingId !== folder.id) return;
    runInAction(() => {
      this.renamingId = null;
    });
    if (!ctx) return;
    const renamed = await this.deps.renameFolder.execute({
      ctx,
      folderId: folder.id,
      currentName: folder.name,
      input,
    });
    runInAction(() => {
      if (!renamed.ok) this.error = FOLDER_TEXTS.updateFailed;
      else if (renamed.value.kind === 'renamed') {
        const name = renamed.value.name;
        this.list.replaceRow(
          (row) => row.id === folder.id,
          (row) => ({ ...row, name }),
        );
      }
    });
  }

  async pinToggled(folder: Folder): Promise<void> {
    const ctx = contextWithAccount(this.deps.session);
    if (!ctx) return;
    const pinned = await this.deps.pinFolder.execute({ ctx, folderId: folder.id, pinned: !folder.is_pinned });
    if (!pinned.ok) {
      runInAction(() => {
        this.error = FOLDER_TEXTS.updateFailed;
      });
      return;
    }
    // Pinned folders sort first: the page order changes, so it is fetched again.
    await this.list.reload();
  }

  deleteRequested(folder: Folder): void {
    this.pendingDelete = folder;
    this.error = null;
  }

  deleteCancelled(): void {
    this.pendingDelete = null;
  }

  async deleteConfirmed(): Promise<void> {
    const folder = this.pendingDelete;
    const ctx = contextWithAccount(this.deps.session);
    runInAction(() => {
      this.pendingDelete = null;
    });
    if (!folder || !ctx) return;
    const deleted = await this.deps.deleteFolder.execute({ ctx, folderId: folder.id });
    runInAction(() => {
      if (!deleted.ok)
        this.error =
          deleted.kind === 'rejected' || folder.campaign_count > 0
            ? FOLDER_TEXTS.deleteHoldsCampaigns
            : FOLDER_TEXTS.deleteFailed;
    });
    if (deleted.ok) await this.list.reload();
  }

  errorDismissed = action(() => {
    this.error = null;
  });

  dispose(): void {
    this.list.dispose();
  }
}
