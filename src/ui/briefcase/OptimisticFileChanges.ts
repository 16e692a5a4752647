import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { BriefcaseFile } from '../../core/domain/message';
import type { ActingContext } from '../../core/ports/acting-context';
import type { ChatPort, FileMetadataChange } from '../../core/ports/ChatPort';
import { type FileOverride, withOverrides } from './file-overrides';

/**
 * The briefcase's renames and pins (spec 1 §4, §5). Each shows at once, over the file as the chat's
 * messages have it, while PUT /api/file-metadata saves it; a save that fails undoes the change, so
 * the list never shows what the server did not keep.
 */
export class OptimisticFileChanges {
  private overrides: ReadonlyMap<string, FileOverride> = new Map();

  constructor(private readonly chat: ChatPort) {
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
   * Shows `change` at once and saves it; `storedPath` is the file's storage path, if the server gave
   * one. When the save fails the change is undone (unless a later change to the same file has
   * taken over) and the error is rethrown for the caller to show.
   */
  async save(
    ctx: ActingContext,
    file: BriefcaseFile,
    change: FileOverride,
    storedPath: string | undefined,
  ): Promise<void> {
    const previous = this.overrides.get(file.id);
    const mine = { ...previous, ...change };
    this.applyOverride(file.id, mine);
    try {
      await this.chat.updateFileMetadata(ctx, file.messageId, metadataChange(change, storedPath));
    } catch (error) {
      runInAction(() => {
        if (this.overrides.get(file.id) === mine) this.applyOverride(file.id, previous);
      });
      throw error;
    }
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

/**
 * The body of PUT /api/file-metadata. A message may carry several uploaded files; the demo
 * backend (and the contract note) pick the one whose storage path is sent, else the first. The port
 * declares only name or pinned, so the path rides along as an extra field that the HTTP adapter
 * passes on as it is.
 */
function metadataChange(change: FileOverride, storedPath: string | undefined): FileMetadataChange {
  const body = change.name !== undefined ? { name: change.name } : { pinned: change.pinned === true };
  return storedPath ? { ...body, storagePath: storedPath } : body;
}
