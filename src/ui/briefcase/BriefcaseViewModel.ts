import { action, computed, makeObservable, observable, reaction } from 'mobx';
import {
  BRIEFCASE_WIDTH,
  type BriefcaseSection,
  type BriefcaseTab,
  contentPreview,
} from '../../core/domain/briefcase';
import { fileLinkOf } from '../../core/domain/briefcase/file-links';
import { briefcaseDate } from '../../core/domain/format/briefcase-date';
import type { BriefcaseFile } from '../../core/domain/message';
import { can } from '../../core/domain/user';
import type { ClockPort } from '../../core/ports/ClockPort';
import { RowActions } from '../kit/row-actions/RowActions';
import { ResizablePanelWidth } from '../layout/ResizablePanelWidth';
import type { SessionStore } from '../session/SessionStore';
import { BriefcaseFileLists } from './BriefcaseFileLists';
import { BriefcaseFileOpener } from './BriefcaseFileOpener';
import type { BriefcaseSource } from './BriefcaseSource';
import type { BriefcaseUseCases } from './BriefcaseUseCases';
import { fileActions } from './file-actions';
import { type FileMenuAction, type FileMenuItem, fileMenuItems } from './file-menu';
import { SectionCollapse } from './SectionCollapse';

/** What the briefcase reads of the session: who acts, and with which permissions. */
export type BriefcaseSession = Pick<SessionStore, 'user' | 'actingContext'>;

/**
 * The briefcase side panel (spec 1 §2 "Briefcase side panel", §4, §5): every file of the open
 * chat, uploaded or generated, searchable across two tabs, renamed and pinned in place. What
 * the tabs list comes from BriefcaseFileLists, renames and pins are the kit's row actions
 * (file-actions.ts declares them); this class holds what the user is doing.
 */
export class BriefcaseViewModel {
  query = '';
  activeTab: BriefcaseTab = 'workflow';
  /** The panel's width: dragged or keyed, kept within its bounds as the window resizes. */
  readonly panel = new ResizablePanelWidth(BRIEFCASE_WIDTH);

  /** Rename and pin (the kit's row actions): shown at once, undone when the save fails. */
  private readonly rows: RowActions<BriefcaseFile>;
  /** What the two tabs list: files, matches, rows, badges and empty texts. */
  readonly files: BriefcaseFileLists;
  private readonly opener: BriefcaseFileOpener;
  private readonly disposers: (() => void)[] = [];
  private readonly sections: SectionCollapse;

  constructor(
    useCases: BriefcaseUseCases,
    private readonly session: BriefcaseSession,
    private readonly clock: ClockPort,
    private readonly source: BriefcaseSource,
    readonly isShown: () => boolean = () => true,
  ) {
    this.rows = new RowActions(
      fileActions(
        useCases,
        session,
        () => this.canUse,
        () => this.files,
      ),
    );
    this.files = new BriefcaseFileLists(source, this.rows, this);
    this.opener = new BriefcaseFileOpener({
      useCases,
      clock,
      source,
      actingContext: () => session.actingContext,
      metadata: () => this.files.metadata,
      report: (error) => this.rows.reported(error),
    });
    makeObservable(this, {
      query: observable,
      activeTab: observable,
      canUse: computed,
      searchTyped: action,
      tabChosen: action,
      reset: action,
    });
    this.sections = new SectionCollapse(() => this.files.sectionCounts, isShown);
    this.disposers.push(
      this.sections.follow(),
      // Leaving a chat (another chat, or 'New Canvas') starts its briefcase afresh.
      reaction(
        () => this.source.chatId,
        (_now, before) => {
          if (before !== null) this.reset();
        },
      ),
    );
  }

  /** Spec 1 §6: the briefcase belongs to messaging (can_send_message). */
  get canUse(): boolean {
    return can(this.session.user, 'can_send_message');
  }

  /** 'Today, 2:05 PM', 'Yesterday, 2:05 PM' or '11/3/24, 2:05 PM'. */
  dateOf(file: BriefcaseFile): string {
    return briefcaseDate(file.timestamp, this.clock.now());
  }

  /** The first 100 characters of the file's content. */
  previewOf(file: BriefcaseFile): string {
    return contentPreview(file.content);
  }

  menuItemsOf(file: BriefcaseFile): FileMenuItem[] {
    return fileMenuItems(file);
  }

  /** Whether the file has an address to open in a new tab. */
  canOpen(file: BriefcaseFile): boolean {
    return fileLinkOf(this.files.metadata.get(file.id)) !== null;
  }

  fileById(fileId: string): BriefcaseFile | undefined {
    return this.files.fileById(fileId);
  }

  searchTyped(query: string): void {
    this.query = query;
  }

  tabChosen(tab: BriefcaseTab): void {
    this.activeTab = tab;
  }

  /** Which Workflow sections are folded. */
  get collapsed(): ReadonlySet<BriefcaseSection> {
    return this.sections.collapsed;
  }

  sectionToggled(section: BriefcaseSection): void {
    this.sections.toggled(section);
  }

  /** A single click on a file: show the message it came from. */
  fileClicked(fileId: string): void {
    const file = this.fileById(fileId);
    if (file && this.canUse) this.source.goToMessage(file.messageId);
  }

  menuItemChosen(fileId: string, chosen: FileMenuAction): void {
    const file = this.fileById(fileId);
    if (!file || !this.canUse) return;
    if (chosen === 'reference' && file.type === 'generated') this.source.referenceMessage(file.messageId);
    if (chosen === 'go-to-message') this.source.goToMessage(file.messageId);
    if (chosen === 'rename') this.renameStarted(fileId);
    if (chosen === 'pin') void this.pinToggled(fileId);
  }

  /** The file whose name is being edited, if any. */
  get editingFileId(): string | null {
    return this.rows.renamingId;
  }

  /** Why the last save or link refresh failed; shown until dismissed or the next success. */
  get error(): string | null {
    return this.rows.error;
  }

  /** Double-click on a name, or Rename in a menu. */
  renameStarted(fileId: string): void {
    this.rows.renameStarted(fileId);
  }

  /** Escape while editing a name. */
  renameCancelled(): void {
    this.rows.renameCancelled();
  }

  /** Enter or leaving the name field (spec 1 §4, §5): shown at once, undone with an error if the save fails. */
  renameSubmitted(fileId: string, input: string): Promise<void> {
    return this.rows.renameCommitted(fileId, input);
  }

  /** Pin or Unpin in a menu: pinned files come first in both tabs. */
  pinToggled(fileId: string): Promise<void> {
    return this.rows.pinToggled(fileId);
  }

  /** The address to open a file at, once an expired link is renewed; null when there is none (the error says why). */
  async fileOpenRequested(fileId: string): Promise<string | null> {
    const file = this.fileById(fileId);
    return file && this.canUse ? this.opener.open(file) : null;
  }

  /** The file whose link is being renewed before it opens. */
  get openingFileId(): string | null {
    return this.opener.openingFileId;
  }

  errorDismissed(): void {
    this.rows.errorDismissed();
  }

  /** 'New Canvas', closeBriefcase or resetChat: the panel starts afresh; its width stays. */
  reset(): void {
    this.query = '';
    this.activeTab = 'workflow';
    this.rows.cleared();
    this.sections.reset();
  }

  /** Runs `cleanup` when the view model is disposed (e.g. an event subscription). */
  onDispose(cleanup: () => void): void {
    this.disposers.push(cleanup);
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }
}
