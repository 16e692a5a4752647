import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { FOLDER_SORTS, type Folder } from '../../../core/domain/campaign';
import { lastUpdated } from '../../../core/domain/format/last-updated';
import { listQueryOf } from '../../../core/domain/lists/paged-list-state';
import type { CampaignCalls } from '../../../core/use-cases/campaigns/CampaignCalls';
import type { RenameListEntry } from '../../../core/use-cases/campaigns/RenameListEntry';
import type { CreateFolder } from '../../../core/use-cases/folders/CreateFolder';
import type { DeleteFolder } from '../../../core/use-cases/folders/DeleteFolder';
import { failureText } from '../../kit/failure-text';
import { AccountList, type AccountListDeps } from '../common/AccountList';
import { FOLDER_TEXTS } from './folder-texts';

export interface FoldersListDeps extends AccountListDeps {
  calls: CampaignCalls;
  createFolder: CreateFolder;
  renameFolder: RenameListEntry;
  deleteFolder: DeleteFolder;
}

/** The folders page (spec 2 §2.4): search, Add Folder, the table, inline rename, pin and delete. */
export class FoldersListViewModel extends AccountList<Folder> {
  /** Add Folder's name field is open. */
  adding = false;
  newName = '';

  constructor(private readonly deps: FoldersListDeps) {
    super(deps, {
      name: 'folders',
      sortable: FOLDER_SORTS,
      texts: FOLDER_TEXTS,
      loadPage: (ctx, state) => deps.calls.execute('listFolders', ctx, listQueryOf(state)),
      rename: (ctx, folder, input) =>
        deps.renameFolder.execute({ ctx, id: folder.id, currentName: folder.name, input }),
      pin: (ctx, folder, pinned) => deps.calls.execute('setFolderPinned', ctx, folder.id, pinned),
      remove: (ctx, folder) => deps.deleteFolder.execute({ ctx, folder }),
    });
    makeObservable(this, {
      adding: observable,
      newName: observable,
      emptyText: computed,
      addFolderClicked: action,
      newNameTyped: action,
      addCancelled: action,
    });
  }

  get emptyText(): string | null {
    if (!this.list.loaded || this.list.rows.length > 0 || this.list.loadFailed) return null;
    return this.list.state.search ? FOLDER_TEXTS.noMatch : FOLDER_TEXTS.empty;
  }

  lastUpdatedText(folder: Folder): string {
    return lastUpdated(folder.updatedAt, this.deps.clock.now());
  }

  addFolderClicked(): void {
    this.adding = true;
    this.newName = '';
    this.actions.reported(null);
  }

  newNameTyped(name: string): void {
    this.newName = name;
  }

  addCancelled(): void {
    this.adding = false;
  }

  /** Saves the new folder; a blank name is refused and the field stays open with what was typed. */
  async addConfirmed(): Promise<void> {
    const created = await this.inAccount((ctx) =>
      this.deps.createFolder.execute({ ctx, name: this.newName }),
    );
    this.actions.reported(created.ok ? null : failureText(created, FOLDER_TEXTS.createFailed));
    if (!created.ok) return;
    runInAction(() => {
      this.adding = false;
      this.newName = '';
    });
    await this.list.load();
  }
}
