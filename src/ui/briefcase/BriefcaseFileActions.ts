import { makeObservable, observable, runInAction } from 'mobx';
import { fileLinkOf, isFileLinkExpired } from '../../core/domain/briefcase/file-links';
import { fileRenameOutcome } from '../../core/domain/briefcase/rename';
import { errorMessage } from '../../core/domain/errors';
import type { BriefcaseFile, MessageFile } from '../../core/domain/message';
import type { ActingContext } from '../../core/ports/acting-context';
import type { ClockPort } from '../../core/ports/ClockPort';
import type { BriefcaseSource } from './BriefcaseSource';
import type { BriefcaseUseCases } from './BriefcaseUseCases';
import type { OptimisticFileChanges } from './OptimisticFileChanges';

export interface FileActionsContext {
  useCases: BriefcaseUseCases;
  changes: OptimisticFileChanges;
  clock: ClockPort;
  source: Pick<BriefcaseSource, 'chatId' | 'reloadHistory'>;
  /** Who acts, read when the user acts. */
  actingContext(): ActingContext | null;
  /** The stored metadata behind each file (its storagePath and link). */
  metadata(): ReadonlyMap<string, MessageFile>;
  /** The panel's error line: a text, or null to clear it. */
  report(error: string | null): void;
}

/**
 * What the briefcase does with one file (spec 1 §4, §5): rename and pin, shown at once and saved
 * by their use cases, and opening, which renews an expired link first. The view model decides
 * who may; this class runs the flow and turns its outcome into the panel's error line.
 */
export class BriefcaseFileActions {
  /** The file whose link is being renewed before it opens. */
  openingFileId: string | null = null;

  constructor(private readonly context: FileActionsContext) {
    makeObservable(this, { openingFileId: observable });
  }

  /** A blank or unchanged name is ignored; a name another file has (in either tab) gets ' (n)'. */
  async rename(file: BriefcaseFile, input: string, files: readonly BriefcaseFile[]): Promise<void> {
    const ctx = this.context.actingContext();
    const planned = fileRenameOutcome(file, input, files);
    if (!ctx || planned.kind === 'ignored') return;
    this.context.report(null);
    const storedPath = this.storedPathOf(file.id);
    const outcome = await this.context.changes.save(file, { name: planned.name }, () =>
      this.context.useCases.renameFile.execute({ ctx, file, input, files, storedPath }),
    );
    if (!outcome.ok) this.context.report(`Could not rename "${file.name}": ${outcome.message}`);
  }

  async togglePin(file: BriefcaseFile): Promise<void> {
    const ctx = this.context.actingContext();
    if (!ctx) return;
    this.context.report(null);
    const storedPath = this.storedPathOf(file.id);
    const outcome = await this.context.changes.save(file, { pinned: !file.pinned }, () =>
      this.context.useCases.toggleFilePin.execute({ ctx, file, storedPath }),
    );
    if (!outcome.ok)
      this.context.report(`Could not ${file.pinned ? 'unpin' : 'pin'} "${file.name}": ${outcome.message}`);
  }

  /** The address to open the file at once its link works; null when there is none or renewal failed. */
  async open(file: BriefcaseFile): Promise<string | null> {
    const link = this.linkOf(file.id);
    if (!link) return null;
    const chatId = this.context.source.chatId;
    const ctx = this.context.actingContext();
    if (!chatId || !ctx || !isFileLinkExpired(link, this.context.clock.now())) return link.url;
    runInAction(() => {
      this.openingFileId = file.id;
    });
    const stored = this.context.metadata().get(file.id);
    const renewed = await this.context.useCases.renewExpiredFileLinks.execute({
      ctx,
      chatId,
      messages: [{ files: stored ? [stored] : [] }],
    });
    const problem = renewed.ok ? await this.reloadIfRenewed(renewed.value.renewed) : renewed.message;
    runInAction(() => {
      this.openingFileId = null;
    });
    this.context.report(problem === null ? null : `Could not open "${file.name}": ${problem}`);
    return problem === null ? (this.linkOf(file.id)?.url ?? link.url) : null;
  }

  /** The history shows the renewed links once reloaded; answers why that failed, or null. */
  private async reloadIfRenewed(renewedCount: number): Promise<string | null> {
    if (renewedCount === 0) return null;
    try {
      await this.context.source.reloadHistory();
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  }

  private linkOf(fileId: string) {
    return fileLinkOf(this.context.metadata().get(fileId));
  }

  private storedPathOf(fileId: string): string | undefined {
    return this.context.metadata().get(fileId)?.storagePath;
  }
}
