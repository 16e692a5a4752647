import { makeObservable, observable, runInAction } from 'mobx';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import type { AdminDeps } from '../AdminDeps';

/** Saves a text as a downloaded file; the component supplies the browser's way. */
export type SaveFile = (fileName: string, contents: string) => void;

/** The Data Export card (spec 3 §2, §8): the server's details, else its message, else 'Failed to export data'. */
export class DataExportViewModel {
  exporting = false;
  error: string | null = null;
  /** The last file saved: its name and how many records it holds. */
  lastExport: { fileName: string; totalRecords: number } | null = null;

  constructor(private readonly deps: AdminDeps) {
    makeObservable(this, { exporting: observable, error: observable, lastExport: observable });
  }

  async exportClicked(save: SaveFile): Promise<void> {
    runInAction(() => {
      this.exporting = true;
      this.error = null;
    });
    const outcome = await this.deps.useCases.exportAudienceData.execute({ userId: this.deps.actor.userId });
    if (outcome.ok) save(outcome.value.fileName, outcome.value.contents);
    runInAction(() => {
      this.exporting = false;
      if (outcome.ok) {
        this.lastExport = { fileName: outcome.value.fileName, totalRecords: outcome.value.totalRecords };
      } else this.error = outcome.message || ADMIN_TEXTS.exportFailed;
    });
  }
}
