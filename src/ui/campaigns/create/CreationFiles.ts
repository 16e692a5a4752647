import { action, computed, makeObservable, observable } from 'mobx';
import { sizeInMb } from '../../../core/domain/campaigns/file-size';
import type { UploadedFile } from '../../../core/domain/message';
import type { UploadSource, UploadWatch } from '../../../core/ports/acting-context';
import type { Outcome } from '../../../core/use-cases/outcome';
import { UploadQueue } from '../../common/uploads/UploadQueue';

/** A file of the form once its upload ended (those on their way are in `uploads`). */
export interface CreationFile {
  key: number;
  name: string;
  size: number;
  state: 'uploaded' | 'failed';
  uploaded?: UploadedFile;
}

export const uploadFailedText = (message: string) => `Failed to upload files: ${message}`;

/**
 * The creation form's files: one upload call per file, each with its progress and cancel, sizes
 * in MB with 2 decimals (spec 2 §9), and a hook once every upload has settled (the analysis).
 * A failed file stays listed with the error so that the user sees what happened and can remove it;
 * a cancelled one leaves the list.
 */
export class CreationFiles {
  items: CreationFile[] = [];
  error: string | null = null;
  readonly uploads: UploadQueue<UploadedFile>;
  private nextKey = 1;

  constructor(
    private readonly deps: {
      upload(file: UploadSource, watch: UploadWatch): Promise<Outcome<UploadedFile>>;
      allUploaded(): Promise<void>;
    },
  ) {
    this.uploads = new UploadQueue((file, watch) => deps.upload(file, watch));
    makeObservable(this, {
      items: observable,
      error: observable,
      busy: computed,
      uploaded: computed,
      removed: action,
    });
  }

  get busy(): boolean {
    return this.uploads.busy;
  }

  get uploaded(): UploadedFile[] {
    return this.items.flatMap((item) => (item.uploaded ? [item.uploaded] : []));
  }

  sizeText(item: CreationFile): string {
    return sizeInMb(item.size);
  }

  async add(files: UploadSource[]): Promise<void> {
    if (files.length === 0) return;
    action(() => {
      this.error = null;
    })();
    await this.uploads.sendAll(
      files,
      action((file: UploadSource, outcome: Outcome<UploadedFile>) => {
        const item: CreationFile = { key: this.nextKey++, name: file.name, size: file.size, state: 'failed' };
        if (outcome.ok) {
          item.state = 'uploaded';
          item.uploaded = {
            ...outcome.value,
            originalName: outcome.value.originalName ?? file.name,
            size: file.size,
          };
        } else {
          this.error = uploadFailedText(outcome.message);
        }
        this.items.push(item);
      }),
    );
    if (!this.busy) await this.deps.allUploaded();
  }

  /** The cancel of a file on its way: its request is aborted and it leaves the list. */
  uploadCancelled(key: string): void {
    this.uploads.cancelled(key);
  }

  removed(key: number): void {
    this.items = this.items.filter((item) => item.key !== key);
  }
}
