import { action, computed, makeObservable, observable } from 'mobx';
import { sizeInMb } from '../../../core/domain/campaigns/file-size';
import type { UploadedFile } from '../../../core/domain/message';
import type { UploadSource } from '../../../core/ports/acting-context';
import type { Outcome } from '../../../core/use-cases/outcome';

export interface CreationFile {
  key: number;
  name: string;
  size: number;
  state: 'uploading' | 'uploaded' | 'failed';
  uploaded?: UploadedFile;
}

export const uploadFailedText = (message: string) => `Failed to upload files: ${message}`;

/**
 * The creation form's files: one upload call per file, sizes in MB with 2 decimals (spec 2 §9),
 * and a hook once every upload has settled (the analysis). A failed file stays listed with the
 * error so that the user sees what happened and can remove it.
 */
export class CreationFiles {
  items: CreationFile[] = [];
  error: string | null = null;
  private nextKey = 1;

  constructor(
    private readonly deps: {
      upload(file: UploadSource): Promise<Outcome<UploadedFile>>;
      allUploaded(): Promise<void>;
    },
  ) {
    makeObservable(this, {
      items: observable,
      error: observable,
      busy: computed,
      uploaded: computed,
      removed: action,
    });
  }

  get busy(): boolean {
    return this.items.some((item) => item.state === 'uploading');
  }

  get uploaded(): UploadedFile[] {
    return this.items.flatMap((item) => (item.uploaded ? [item.uploaded] : []));
  }

  sizeText(item: CreationFile): string {
    return sizeInMb(item.size);
  }

  async add(files: UploadSource[]): Promise<void> {
    if (files.length === 0) return;
    const added = action(() =>
      files.map((file) => {
        const item: CreationFile = {
          key: this.nextKey++,
          name: file.name,
          size: file.size,
          state: 'uploading',
        };
        this.items.push(item);
        this.error = null;
        return { file, key: item.key };
      }),
    )();
    for (const { file, key } of added) {
      const outcome = await this.deps.upload(file);
      action(() => {
        const item = this.items.find((candidate) => candidate.key === key);
        if (!item) return;
        if (outcome.ok) {
          item.state = 'uploaded';
          item.uploaded = {
            ...outcome.value,
            originalName: outcome.value.originalName ?? file.name,
            size: file.size,
          };
        } else {
          item.state = 'failed';
          this.error = uploadFailedText(outcome.message);
        }
      })();
    }
    if (!this.busy) await this.deps.allUploaded();
  }

  removed(key: number): void {
    this.items = this.items.filter((item) => item.key !== key);
  }
}
