import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { BriefcaseFile } from '../../core/domain/message';
import type { Outcome } from '../../core/use-cases/outcome';
import { type FileOverride, withOverrides } from './file-overrides';

/**
 * The briefcase's renames and pins (spec 1 §4, §5). Each shows at once, over the file as the chat's
 * messages have it, while its use case saves it; a save that fails undoes the change, so the list
 * never shows what the server did not keep.
 */
export class OptimisticFileChanges {
  private overrides: ReadonlyMap<string, FileOverride> = new Map();

  constructor() {
    makeObservable<OptimisticFileChanges, 'overrides' | 'applyOverride'>(this, {
      overrides: observableRef,
      cleared: action,
      applyOverride: action,
    });
  }

  /** The files as the user last left them; the same list when nothing was changed. */
  appliedTo(files: BriefcaseFile[]): BriefcaseFile[] {
    return withOverrides(files, this.overrides);
  }

  /**
   * Shows `change` at once and runs `save`. When it fails the change is undone (unless a later
   * change to the same file has taken over); the outcome is answered for the caller to show.
   */
  async save<T>(
    file: BriefcaseFile,
    change: FileOverride,
    save: () => Promise<Outcome<T>>,
  ): Promise<Outcome<T>> {
    const previous = this.overrides.get(file.id);
    const mine = { ...previous, ...change };
    this.applyOverride(file.id, mine);
    const outcome = await save();
    if (!outcome.ok) {
      runInAction(() => {
        if (this.overrides.get(file.id) === mine) this.applyOverride(file.id, previous);
      });
    }
    return outcome;
  }

  /** Forgets every change, e.g. when the panel starts afresh. */
  cleared(): void {
    this.overrides = new Map();
  }

  private applyOverride(fileId: string, override: FileOverride | undefined): void {
    const next = new Map(this.overrides);
    if (override) next.set(fileId, override);
    else next.delete(fileId);
    this.overrides = next;
  }
}
