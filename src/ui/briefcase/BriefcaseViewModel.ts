import { action, computed, makeObservable, observable, reaction } from 'mobx';
import {
  BRIEFCASE_WIDTH,
  type BriefcaseSection,
  type BriefcaseTab,
  contentPreview,
  type SectionGroup,
} from '../../core/domain/briefcase';
import { fileLinkOf } from '../../core/domain/briefcase/file-links';
import { briefcaseDate } from '../../core/domain/format/briefcase-date';
import type { BriefcaseFile } from '../../core/domain/message';
import { can } from '../../core/domain/user';
import type { ClockPort } from '../../core/ports/ClockPort';
import { ResizablePanelWidth, type WidthBounds } from '../layout/ResizablePanelWidth';
import type { SessionStore } from '../session/SessionStore';
import { BriefcaseFileActions } from './BriefcaseFileActions';
import { BriefcaseFileLists } from './BriefcaseFileLists';
import type { BriefcaseSource } from './BriefcaseSource';
import type { BriefcaseUseCases } from './BriefcaseUseCases';
import { type FileMenuAction, type FileMenuItem, fileMenuItems } from './file-menu';
import { OptimisticFileChanges } from './OptimisticFileChanges';
import type { BriefcaseRow } from './rows';
import { SectionCollapse } from './SectionCollapse';

/** What the briefcase reads of the session: who acts, and with which permissions. */
export type BriefcaseSession = Pick<SessionStore, 'user' | 'actingContext'>;

export type { WidthBounds };

/**
 * The briefcase side panel (spec 1 §2 "Briefcase side panel", §4, §5): every file of the open
 * chat, uploaded or generated, searchable across two tabs, renamed and pinned in place. What
 * the tabs list comes from BriefcaseFileLists and renames and pins are saved by
 * OptimisticFileChanges; this class holds what the user is doing and turns failures into state.
 */
export class BriefcaseViewModel {
  query = '';
  activeTab: BriefcaseTab = 'workflow';
  /** The file whose name is being edited, if any. */
  editingFileId: string | null = null;
  /** Why the last save or link refresh failed; shown until dismissed or the next success. */
  error: string | null = null;
  private readonly panelWidth = new ResizablePanelWidth(BRIEFCASE_WIDTH);

  private readonly changes: OptimisticFileChanges;
  private readonly lists: BriefcaseFileLists;
  private readonly actions: BriefcaseFileActions;
  private readonly disposers: (() => void)[] = [];
  private readonly sections: SectionCollapse;

  constructor(
    useCases: BriefcaseUseCases,
    private readonly session: BriefcaseSession,
    private readonly clock: ClockPort,
    private readonly source: BriefcaseSource,
    readonly isShown: () => boolean = () => true,
  ) {
    this.changes = new OptimisticFileChanges();
    this.lists = new BriefcaseFileLists(source, this.changes, this);
    this.actions = new BriefcaseFileActions({
      useCases,
      changes: this.changes,
      clock,
      source,
      actingContext: () => session.actingContext,
      metadata: () => this.lists.metadata,
      report: action((error: string | null) => {
        this.error = error;
      }),
    });
    makeObservable(this, {
      query: observable,
      activeTab: observable,
      editingFileId: observable,
      error: observable,
      canUse: computed,
      searchTyped: action,
      tabChosen: action,
      renameStarted: action,
      renameCancelled: action,
      errorDismissed: action,
      reset: action,
    });
    this.sections = new SectionCollapse(() => this.lists.sectionCounts, isShown);
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

  /** The Workflow tab's files, pinned first then oldest first, before the search. */
  get generatedFiles(): BriefcaseFile[] {
    return this.lists.generatedFiles;
  }

  /** The Uploaded tab's files, pinned first then newest first, before the search. */
  get uploadedFiles(): BriefcaseFile[] {
    return this.lists.uploadedFiles;
  }

  get workflowMatches(): BriefcaseFile[] {
    return this.lists.workflowMatches;
  }

  get uploadedMatches(): BriefcaseFile[] {
    return this.lists.uploadedMatches;
  }

  /** The Workflow tab's badge: the generated files the search lets through. */
  get workflowCount(): number {
    return this.workflowMatches.length;
  }

  /** The Uploaded tab's badge. */
  get uploadedCount(): number {
    return this.uploadedMatches.length;
  }

  get workflowGroups(): SectionGroup[] {
    return this.lists.workflowGroups;
  }

  get workflowRows(): BriefcaseRow[] {
    return this.lists.workflowRows;
  }

  get uploadedRows(): BriefcaseRow[] {
    return this.lists.uploadedRows;
  }

  /** The Workflow tab's empty text, or null when it lists its sections. */
  get workflowEmptyText(): string | null {
    return this.lists.workflowEmptyText;
  }

  get uploadedEmptyText(): string | null {
    return this.lists.uploadedEmptyText;
  }

  get width(): number {
    return this.panelWidth.width;
  }

  get widthBounds(): WidthBounds {
    return this.panelWidth.bounds;
  }

  get windowWidth(): number {
    return this.panelWidth.windowWidth;
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
    return fileLinkOf(this.lists.metadata.get(file.id)) !== null;
  }

  fileById(fileId: string): BriefcaseFile | undefined {
    return this.lists.fileById(fileId);
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

  /** Double-click on a name, or Rename in a menu. */
  renameStarted(fileId: string): void {
    if (this.canUse && this.fileById(fileId)) this.editingFileId = fileId;
  }

  /** Escape while editing a name. */
  renameCancelled(): void {
    this.editingFileId = null;
  }

  /** Enter or leaving the name field (spec 1 §4, §5): shown at once, undone with an error if the save fails. */
  async renameSubmitted(fileId: string, input: string): Promise<void> {
    if (this.editingFileId === fileId) this.renameCancelled();
    const file = this.fileById(fileId);
    if (file && this.canUse)
      await this.actions.rename(file, input, [...this.generatedFiles, ...this.uploadedFiles]);
  }

  /** Pin or Unpin in a menu: pinned files come first in both tabs. */
  async pinToggled(fileId: string): Promise<void> {
    const file = this.fileById(fileId);
    if (file && this.canUse) await this.actions.togglePin(file);
  }

  /** The address to open a file at, once an expired link is renewed; null when there is none (the error says why). */
  async fileOpenRequested(fileId: string): Promise<string | null> {
    const file = this.fileById(fileId);
    return file && this.canUse ? this.actions.open(file) : null;
  }

  /** The file whose link is being renewed before it opens. */
  get openingFileId(): string | null {
    return this.actions.openingFileId;
  }

  errorDismissed(): void {
    this.error = null;
  }

  /** Dragging or arrow keys on the panel's edge. */
  widthChanged(width: number): void {
    this.panelWidth.changed(width);
  }

  windowResized(windowWidth: number): void {
    this.panelWidth.windowResized(windowWidth);
  }

  /** 'New Canvas', closeBriefcase or resetChat: the panel starts afresh; its width stays. */
  reset(): void {
    this.query = '';
    this.activeTab = 'workflow';
    this.editingFileId = null;
    this.error = null;
    this.changes.cleared();
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
