import {
  action,
  compareStructural,
  computed,
  makeObservable,
  observable,
  observableRef,
  reaction,
  runInAction,
} from 'mobx';
import {
  BRIEFCASE_WIDTH,
  type BriefcaseSection,
  type BriefcaseTab,
  collapsedAfterChange,
  contentPreview,
  fileRenameOutcome,
  initialCollapsed,
  type SectionGroup,
  toggleSection,
} from '../../core/domain/briefcase';
import {
  FILE_LINK_REFRESH_HOURS,
  type FileLink,
  fileLinkOf,
  isFileLinkExpired,
} from '../../core/domain/briefcase/file-links';
import { clampPanelWidth, maxPanelWidth } from '../../core/domain/chat/panel-width';
import { errorMessage } from '../../core/domain/errors';
import { briefcaseDate } from '../../core/domain/format/briefcase-date';
import type { BriefcaseFile } from '../../core/domain/message';
import { can } from '../../core/domain/user';
import type { ChatPort } from '../../core/ports/ChatPort';
import type { ClockPort } from '../../core/ports/ClockPort';
import type { SessionStore } from '../session/SessionStore';
import { BriefcaseFileLists } from './BriefcaseFileLists';
import type { BriefcaseSource } from './BriefcaseSource';
import { type FileMenuAction, type FileMenuItem, fileMenuItems } from './file-menu';
import type { FileOverride } from './file-overrides';
import { OptimisticFileChanges } from './OptimisticFileChanges';
import type { BriefcaseRow } from './rows';

/** What the briefcase reads of the session: who acts, and with which permissions. */
export type BriefcaseSession = Pick<SessionStore, 'user' | 'actingContext'>;

export interface WidthBounds {
  min: number;
  max: number;
}

/**
 * The briefcase side panel (spec 1 §2 "Briefcase side panel", §4, §5): every file of the open
 * chat, uploaded or generated, searchable across two tabs, renamed and pinned in place. What
 * the tabs list comes from BriefcaseFileLists and renames and pins are saved by
 * OptimisticFileChanges; this class holds what the user is doing and turns failures into state.
 */
export class BriefcaseViewModel {
  query = '';
  activeTab: BriefcaseTab = 'workflow';
  collapsed: ReadonlySet<BriefcaseSection>;
  /** The file whose name is being edited, if any. */
  editingFileId: string | null = null;
  /** Why the last save or link refresh failed; shown until dismissed or the next success. */
  error: string | null = null;
  /** The file whose link is being renewed before it opens. */
  openingFileId: string | null = null;
  /** The width the user dragged to; the shown width also respects the window. */
  requestedWidth = BRIEFCASE_WIDTH.defaultWidth;
  windowWidth = Number.POSITIVE_INFINITY;

  private readonly changes: OptimisticFileChanges;
  private readonly lists: BriefcaseFileLists;
  private readonly disposers: (() => void)[] = [];

  constructor(
    private readonly chat: ChatPort,
    private readonly session: BriefcaseSession,
    private readonly clock: ClockPort,
    private readonly source: BriefcaseSource,
  ) {
    this.changes = new OptimisticFileChanges(chat);
    this.lists = new BriefcaseFileLists(source, this.changes, this);
    makeObservable(this, {
      query: observable,
      activeTab: observable,
      collapsed: observableRef,
      editingFileId: observable,
      error: observable,
      openingFileId: observable,
      requestedWidth: observable,
      windowWidth: observable,
      canUse: computed,
      width: computed,
      widthBounds: computed,
      searchTyped: action,
      tabChosen: action,
      sectionToggled: action,
      renameStarted: action,
      renameCancelled: action,
      errorDismissed: action,
      widthChanged: action,
      windowResized: action,
      reset: action,
    });
    this.collapsed = initialCollapsed(this.lists.sectionCounts);
    this.disposers.push(
      reaction(
        () => this.lists.sectionCounts,
        (after, before) => {
          this.collapsed = collapsedAfterChange(this.collapsed, before, after);
        },
        { equals: compareStructural },
      ),
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

  private linkOf(fileId: string): FileLink | null {
    return fileLinkOf(this.lists.metadata.get(fileId));
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
    return clampPanelWidth(BRIEFCASE_WIDTH, this.requestedWidth, this.windowWidth);
  }

  get widthBounds(): WidthBounds {
    return { min: BRIEFCASE_WIDTH.minWidth, max: maxPanelWidth(BRIEFCASE_WIDTH, this.windowWidth) };
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
    return this.linkOf(file.id) !== null;
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

  sectionToggled(section: BriefcaseSection): void {
    this.collapsed = toggleSection(this.collapsed, section);
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

  /**
   * Enter or leaving the name field (spec 1 §4, §5): a blank or unchanged name is ignored; a name
   * another file has (ignoring case, in either tab) gets ' (n)'. Shown at once, saved with
   * PUT /api/file-metadata, undone with a visible error if the save fails.
   */
  async renameSubmitted(fileId: string, input: string): Promise<void> {
    if (this.editingFileId === fileId) this.renameCancelled();
    const file = this.fileById(fileId);
    if (!file || !this.canUse) return;
    const outcome = fileRenameOutcome(file, input, [...this.generatedFiles, ...this.uploadedFiles]);
    if (outcome.kind === 'ignored') return;
    await this.save(file, { name: outcome.name }, `Could not rename "${file.name}"`);
  }

  /** Pin or Unpin in a menu: pinned files come first in both tabs. */
  async pinToggled(fileId: string): Promise<void> {
    const file = this.fileById(fileId);
    if (!file || !this.canUse) return;
    const failure = `Could not ${file.pinned ? 'unpin' : 'pin'} "${file.name}"`;
    await this.save(file, { pinned: !file.pinned }, failure);
  }

  /**
   * The address to open a file at, renewing the chat's expired links first (72-hour window) and
   * reloading the history when the server renewed any. Null when there is nothing to open or the
   * renewal failed (the error says so).
   */
  async fileOpenRequested(fileId: string): Promise<string | null> {
    const link = this.linkOf(fileId);
    if (!link || !this.canUse) return null;
    const chatId = this.source.chatId;
    const ctx = this.session.actingContext;
    if (!isFileLinkExpired(link, this.clock.now()) || !chatId || !ctx) return link.url;
    runInAction(() => {
      this.openingFileId = fileId;
    });
    try {
      const refreshed = await this.chat.refreshFiles(ctx, chatId, FILE_LINK_REFRESH_HOURS);
      if (refreshed > 0) await this.source.reloadHistory();
      runInAction(() => {
        this.error = null;
      });
      return this.linkOf(fileId)?.url ?? link.url;
    } catch (error) {
      const name = this.fileById(fileId)?.name ?? 'the file';
      runInAction(() => {
        this.error = `Could not open "${name}": ${errorMessage(error)}`;
      });
      return null;
    } finally {
      runInAction(() => {
        this.openingFileId = null;
      });
    }
  }

  errorDismissed(): void {
    this.error = null;
  }

  /** Dragging or arrow keys on the panel's edge. */
  widthChanged(width: number): void {
    this.requestedWidth = clampPanelWidth(BRIEFCASE_WIDTH, width, this.windowWidth);
  }

  windowResized(windowWidth: number): void {
    this.windowWidth = windowWidth;
  }

  /** 'New Canvas', closeBriefcase or resetChat: the panel starts afresh; its width stays. */
  reset(): void {
    this.query = '';
    this.activeTab = 'workflow';
    this.editingFileId = null;
    this.error = null;
    this.changes.cleared();
    this.collapsed = initialCollapsed(this.lists.sectionCounts);
  }

  /** Runs `cleanup` when the view model is disposed (e.g. an event subscription). */
  onDispose(cleanup: () => void): void {
    this.disposers.push(cleanup);
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  /** Shows the change at once; a failed save is undone by `changes` and shown here. */
  private async save(file: BriefcaseFile, change: FileOverride, failure: string): Promise<void> {
    const ctx = this.session.actingContext;
    if (!ctx) return;
    runInAction(() => {
      this.error = null;
    });
    try {
      await this.changes.save(ctx, file, change, this.lists.metadata.get(file.id)?.storagePath);
    } catch (error) {
      runInAction(() => {
        this.error = `${failure}: ${errorMessage(error)}`;
      });
    }
  }
}
