import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { FOLDER_TEXT_FIELDS } from '../../../contract/fields/folder-fields';
import { FOLDER_SORTS, type Folder } from '../../../core/domain/campaign';
import { FOLDER_HOLDS_CAMPAIGNS } from '../../../core/domain/campaigns/list-rules';
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
  /** The folder whose delete was refused last. */
  private refusedFolder: Folder | null = null;

  constructor(private readonly deps: FoldersListDeps) {
    super(deps, {
      name: 'folders',
      sortable: FOLDER_SORTS,
      texts: FOLDER_TEXTS,
      loadPage: (ctx, state) => deps.calls.execute('listFolders', ctx, listQueryOf(state)),
      rename: (ctx, folder, input) =>
        deps.renameFolder.execute({ ctx, id: folder.id, currentName: folder.name, input }),
      pin: (ctx, folder, pinned) => deps.calls.execute('setFolderPinned', ctx, folder.id, pinned),
      remove: async (ctx, folder) => {
        const removed = await deps.deleteFolder.execute({ ctx, folder });
        runInAction(() => {
          this.refusedFolder = removed.ok ? null : folder;
        });
        return removed;
      },
      textFields: {
        declared: FOLDER_TEXT_FIELDS,
        save: (ctx, folder, values) => deps.calls.execute('updateFolder', ctx, folder.id, values),
        failed: FOLDER_TEXTS.updateFailed,
      },
    });
    makeObservable<FoldersListViewModel, 'refusedFolder'>(this, {
      refusedFolder: observableRef,
      moveOffer: computed,
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

  /**
   * A folder kept because it holds campaigns offers to move them: its campaigns list, where
   * they are ticked and moved (issue 20). Gone once the error line is.
   */
  get moveOffer(): { text: string; address: string } | null {
    const folder = this.refusedFolder;
    if (!folder || this.actions.error !== FOLDER_HOLDS_CAMPAIGNS) return null;
    return {
      text: FOLDER_TEXTS.moveOffer(folder.name),
      address: `/campaigns?folderId=${encodeURIComponent(folder.id)}`,
    };
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
