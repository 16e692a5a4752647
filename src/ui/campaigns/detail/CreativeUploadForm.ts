import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  acceptedCreativeExtensions,
  type CreativeTypeChoice,
  creativeTypeChoices,
} from '../../../core/domain/campaigns/files-rules';
import type { UploadSource, UploadWatch } from '../../../core/ports/acting-context';
import type { UploadingFile } from '../../common/uploads/UploadQueue';

/**
 * The creative upload's choices for one destination (spec 2 §5): type, accepted files, picked
 * files, and the upload on its way. The files go in one call (the backend starts one assignment
 * for them), so each file's progress is its share of the call's bytes, and cancelling one file
 * aborts the call and drops that file: the others stay chosen for the next try.
 */
export class CreativeUploadForm {
  creativeType = 'display-video';
  files: readonly UploadSource[] = [];
  uploading = false;
  error: string | null = null;
  /** How much of the call has left, 0–1. */
  sentShare = 0;
  /** Changes whenever the files change from here, so that the file input starts empty again. */
  pickCount = 0;
  private stop: AbortController | null = null;

  constructor(private readonly destination: () => string) {
    makeObservable<CreativeUploadForm, 'progressed'>(this, {
      creativeType: observable,
      files: observableRef,
      uploading: observable,
      error: observable,
      sentShare: observable,
      pickCount: observable,
      typeChoices: computed,
      accepted: computed,
      progress: computed,
      chosen: computed,
      typeChosen: action,
      filesPicked: action,
      fileRemoved: action,
      uploadStarted: action,
      uploadEnded: action,
      uploadCancelled: action,
      progressed: action,
    });
  }

  /** Empty for the two Google Ads destinations: the choice is hidden there. */
  get typeChoices(): CreativeTypeChoice[] {
    return creativeTypeChoices(this.destination());
  }

  get accepted(): string[] {
    return acceptedCreativeExtensions(this.destination(), this.creativeType);
  }

  /** The chosen files, keyed by their place (which is how the call sends them). */
  get chosen(): { key: string; name: string }[] {
    return this.files.map((file, index) => ({ key: String(index), name: file.name }));
  }

  /** Each file of the call on its way, with its share of the bytes sent. */
  get progress(): UploadingFile[] {
    if (!this.uploading) return [];
    const total = this.files.reduce((sum, file) => sum + file.size, 0);
    let before = 0;
    return this.files.map((file, index) => {
      const sent = this.sentShare * total - before;
      before += file.size;
      const percent =
        file.size > 0 ? Math.floor((Math.min(Math.max(sent, 0), file.size) / file.size) * 100) : 100;
      return { key: String(index), name: file.name, size: file.size, state: 'uploading', percent };
    });
  }

  typeChosen(type: string): void {
    this.creativeType = type;
  }

  filesPicked(files: readonly UploadSource[]): void {
    this.files = files;
    this.error = null;
  }

  /** A chosen file taken off before the upload. */
  fileRemoved(index: number): void {
    this.files = this.files.filter((_, at) => at !== index);
    this.pickCount += 1;
  }

  /** The call begins: its progress and cancel. */
  uploadStarted(): UploadWatch {
    this.stop = new AbortController();
    this.uploading = true;
    this.error = null;
    this.sentShare = 0;
    return { progressed: (sent, total) => this.progressed(sent, total), cancel: this.stop.signal };
  }

  /** The call ended; the files leave the form once they were sent. */
  uploadEnded(sent: boolean): void {
    this.uploading = false;
    this.stop = null;
    if (sent) {
      this.files = [];
      this.pickCount += 1;
    }
  }

  /** Cancel on one file: the call is aborted and that file leaves; the others stay chosen. */
  uploadCancelled(key: string): void {
    this.stop?.abort();
    this.fileRemoved(Number(key));
  }

  private progressed(sent: number, total: number): void {
    this.sentShare = total > 0 ? sent / total : 0;
  }
}
