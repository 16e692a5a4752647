import { makeObservable, observable, runInAction } from 'mobx';
import { fileLinkOf, isFileLinkExpired } from '../../core/domain/briefcase/file-links';
import { errorMessage } from '../../core/domain/errors';
import type { BriefcaseFile, MessageFile } from '../../core/domain/message';
import type { ActingContext } from '../../core/ports/acting-context';
import type { ClockPort } from '../../core/ports/ClockPort';
import type { BriefcaseSource } from './BriefcaseSource';
import type { BriefcaseUseCases } from './BriefcaseUseCases';

export interface FileOpenerContext {
  useCases: Pick<BriefcaseUseCases, 'renewExpiredFileLinks'>;
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
 * Opening a briefcase file (spec 1 §4): its link as stored, or renewed first when it expired,
 * the history read again so the panel shows the new one. The view model decides who may; this
 * class runs the flow and turns its outcome into the panel's error line.
 */
export class BriefcaseFileOpener {
  /** The file whose link is being renewed before it opens. */
  openingFileId: string | null = null;

  constructor(private readonly context: FileOpenerContext) {
    makeObservable(this, { openingFileId: observable });
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
}
