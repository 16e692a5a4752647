import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Folder } from '../../../core/domain/campaign';
import type { CreateFolder } from '../../../core/use-cases/folders/CreateFolder';
import { failureText } from '../../kit/failure-text';
import { type CampaignSession, contextWithAccount } from '../CampaignSession';
import { CREATE_TEXTS } from './creation-texts';

/**
 * The creation form's folder picker with create-new-folder (spec 2 §2.3): the folders offered,
 * the one chosen, and the inline field that makes a new one and chooses it.
 */
export class CreationFolderPicker {
  folders: readonly Folder[] = [];
  folderId = '';
  creatingFolder = false;
  newFolderName = '';

  constructor(
    private readonly deps: {
      session: CampaignSession;
      createFolder: CreateFolder;
      /** The form's error line: a text, or null once it is fine again. */
      report(error: string | null): void;
    },
  ) {
    makeObservable(this, {
      folders: observableRef,
      folderId: observable,
      creatingFolder: observable,
      newFolderName: observable,
      offered: action,
      folderChosen: action,
      newFolderClicked: action,
      newFolderTyped: action,
      newFolderCancelled: action,
    });
  }

  offered(folders: readonly Folder[]): void {
    this.folders = folders;
  }

  folderChosen(folderId: string): void {
    this.folderId = folderId;
  }

  newFolderClicked(): void {
    this.creatingFolder = true;
    this.newFolderName = '';
  }

  newFolderTyped(name: string): void {
    this.newFolderName = name;
  }

  newFolderCancelled(): void {
    this.creatingFolder = false;
  }

  /** Creates the folder and chooses it; a blank name or a failure keeps the field open. */
  async newFolderConfirmed(): Promise<void> {
    const ctx = contextWithAccount(this.deps.session);
    if (!ctx) return;
    const created = await this.deps.createFolder.execute({ ctx, name: this.newFolderName });
    this.deps.report(created.ok ? null : failureText(created, CREATE_TEXTS.folderFailed));
    if (!created.ok) return;
    runInAction(() => {
      this.folders = [created.value, ...this.folders];
      this.folderId = created.value.id;
      this.creatingFolder = false;
    });
  }
}
