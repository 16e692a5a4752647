import type { BriefcaseSection } from '../../../src/core/domain/briefcase';
import { sectionOf } from '../../../src/core/domain/briefcase';
import type { BriefcaseFile } from '../../../src/core/domain/message';
import { AppEventsPort } from '../../../src/core/ports/AppEventsPort';
import type { BriefcaseViewModel } from '../../../src/ui/briefcase';
import { BriefcaseFeature } from '../../../src/ui/briefcase/briefcase-feature';
import type { ChatWorkspaceViewModel } from '../../../src/ui/chat/workspace/ChatWorkspaceViewModel';
import type { StoredFile } from '../abilities/ScenarioSeed';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import { eventually } from '../chat/eventually';
import type { ViewModelChat } from '../chat/ViewModelChat';
import type {
  BriefcaseAbility,
  BriefcaseSectionName,
  BriefcaseTabName,
  FileRef,
  RenameEnding,
} from './BriefcaseAbility';

/** The window the view-model scenarios pretend to have, for the 30% width limit. */
const WINDOW_WIDTH = 1400;

/**
 * The briefcase on the view-model driver, as the page composes it: the chat screen the chat
 * ability shows opens the chat from the sidebar, and the briefcase is the page's own feature
 * (`BriefcaseFeature`) over that screen, opened with its toggle. A page load (reload) builds both
 * again, keeping only what the backend kept.
 */
export class ViewModelBriefcase implements BriefcaseAbility {
  private vm: BriefcaseViewModel | null = null;
  private workspace: ChatWorkspaceViewModel | null = null;
  private lastRenamedId: string | null = null;
  /** The address the last opened file opened at. */
  private lastOpened: string | null = null;

  constructor(
    private readonly driver: UseTheViewModels,
    private readonly chat: ViewModelChat,
  ) {}

  async openBriefcaseOf(chatSummary: string): Promise<void> {
    await this.chat.shownWorkspace();
    const opened = await this.chat.goTo((await this.chat.chatNamed(chatSummary)).id);
    await this.driver.wait(100);
    await eventually(() => opened.thread.historyState !== 'loading');
    await this.current();
    const workspace = await this.chat.shownWorkspace();
    if (!workspace.briefcaseOpen) workspace.briefcaseToggled();
    await this.driver.settled();
  }

  /** The chat's history changed on the server (a new result arrived): the chat reads it again. */
  async historyChanged(): Promise<void> {
    await (await this.chat.shownWorkspace()).thread.reloadHistory();
    await this.driver.settled();
  }

  /** The chat id of the open chat. */
  get openChatId(): string {
    const chatId = this.workspace?.thread.chatId;
    if (!chatId) throw new Error('No chat is open');
    return chatId;
  }

  /** The page emits a browser event the briefcase follows (closeBriefcase, resetChat). */
  async emit(event: 'closeBriefcase' | 'resetChat'): Promise<void> {
    await this.current();
    this.driver.container.get<AppEventsPort>(AppEventsPort).emit(event, {});
    await this.driver.settled();
  }

  async query(): Promise<string> {
    return (await this.current()).query;
  }

  async search(query: string): Promise<void> {
    (await this.current()).searchTyped(query);
  }

  async badge(tab: BriefcaseTabName): Promise<number> {
    const vm = await this.current();
    return tab === 'Workflow' ? vm.files.workflowCount : vm.files.uploadedCount;
  }

  async filesListed(tab: BriefcaseTabName): Promise<string[]> {
    const vm = await this.current();
    const rows = tab === 'Workflow' ? vm.files.workflowRows : vm.files.uploadedRows;
    return rows.flatMap((row) => (row.kind === 'file' ? [row.file.name] : []));
  }

  async sectionFiles(section: BriefcaseSectionName): Promise<string[] | null> {
    const vm = await this.current();
    if (vm.collapsed.has(section)) return null;
    return vm.files.workflowGroups.find((group) => group.section === section)?.files.map((f) => f.name) ?? [];
  }

  async sectionOfResult(action: string): Promise<BriefcaseSectionName | null> {
    const vm = await this.current();
    const file = vm.files.generatedFiles.find((candidate) => candidate.action === action);
    if (!file) return null;
    const group = vm.files.workflowGroups.find((candidate) => candidate.files.includes(file));
    return group ? group.section : sectionOf(file.action);
  }

  async toggleSection(section: BriefcaseSectionName): Promise<void> {
    (await this.current()).sectionToggled(section);
  }

  async emptyText(tab: BriefcaseTabName): Promise<string | null> {
    const vm = await this.current();
    return tab === 'Workflow' ? vm.files.workflowEmptyText : vm.files.uploadedEmptyText;
  }

  async sectionEmptyText(section: BriefcaseSectionName): Promise<string | null> {
    const row = (await this.current()).files.workflowRows.find(
      (candidate) => candidate.kind === 'section-empty' && candidate.section === section,
    );
    return row?.kind === 'section-empty' ? row.text : null;
  }

  async menuItems(ref: FileRef): Promise<string[]> {
    const vm = await this.current();
    // Both menus offer the same items: the view model has one list for them.
    return vm.menuItemsOf(await this.file(ref)).map((item) => item.label);
  }

  async choose(ref: FileRef, label: string): Promise<void> {
    const vm = await this.current();
    const file = await this.file(ref);
    const item = vm.menuItemsOf(file).find((candidate) => candidate.label === label);
    if (!item) throw new Error(`The menu of ${file.name} has no "${label}"`);
    vm.menuItemChosen(file.id, item.action);
    await this.driver.settled();
  }

  async rename(ref: FileRef, typed: string, ending: RenameEnding): Promise<void> {
    const vm = await this.current();
    const file = await this.file(ref);
    this.lastRenamedId = file.id;
    vm.renameStarted(file.id);
    if (vm.editingFileId !== file.id) throw new Error(`${file.name} cannot be renamed`);
    // Enter and leaving the field both commit: the view model has one intent for them.
    if (ending === 'presses Escape') vm.renameCancelled();
    else await vm.renameSubmitted(file.id, typed);
    await this.driver.settled();
  }

  async nameOfLastRenamed(): Promise<string> {
    const vm = await this.current();
    const file = this.lastRenamedId ? vm.fileById(this.lastRenamedId) : undefined;
    if (!file) throw new Error('No file was renamed');
    return file.name;
  }

  async isEditingName(ref: FileRef): Promise<boolean> {
    return (await this.current()).editingFileId === (await this.file(ref)).id;
  }

  /** Whether the result behind the file was added to the chat's references. */
  async isReferenced(ref: FileRef): Promise<boolean> {
    const file = await this.file(ref);
    return (await this.thread()).isReferenced(file.messageId);
  }

  async savedSoFar(): Promise<string> {
    return JSON.stringify(await this.storedFiles());
  }

  storedFiles(): Promise<StoredFile[]> {
    return this.driver.storedFilesOf(this.openChatId);
  }

  async openedAt(): Promise<string | null> {
    return this.lastOpened;
  }

  async nameOf(ref: FileRef): Promise<string> {
    return (await this.file(ref)).name;
  }

  async isPinned(ref: FileRef): Promise<boolean> {
    return (await this.file(ref)).pinned;
  }

  async dateOf(ref: FileRef): Promise<string> {
    return (await this.current()).dateOf(await this.file(ref));
  }

  async previewOf(ref: FileRef): Promise<string> {
    return (await this.current()).previewOf(await this.file(ref));
  }

  async statusOf(ref: FileRef): Promise<string | null> {
    const status = (await this.file(ref)).status;
    return status ? { approved: 'Approved', rejected: 'Rejected' }[status] : null;
  }

  /** The message the chat brought into view ('Go to message'), by its content. */
  async messageGoneTo(): Promise<string | null> {
    const thread = await this.thread();
    const id = thread.focusedMessageId;
    return thread.messages.find((message) => message.messageId === id)?.content ?? null;
  }

  /** The results referenced in chat, by their content. */
  async referencedResults(): Promise<string[]> {
    const thread = await this.thread();
    return thread.references.map(
      ({ messageId }) =>
        thread.messages.find((message) => message.messageId === messageId)?.content ?? messageId,
    );
  }

  async openFile(ref: FileRef): Promise<string | null> {
    const vm = await this.current();
    const url = await vm.fileOpenRequested((await this.file(ref)).id);
    await this.driver.settled();
    this.lastOpened = url;
    return url;
  }

  async error(): Promise<string | null> {
    return (await this.current()).error;
  }

  async width(): Promise<number> {
    return (await this.current()).panel.width;
  }

  async dragEdge(dx: number): Promise<void> {
    const vm = await this.current();
    // The panel sits on the right: dragging its left edge to the left widens it.
    vm.panel.changed(vm.panel.width - dx);
  }

  async windowWidth(): Promise<number> {
    return WINDOW_WIDTH;
  }

  async isOpen(): Promise<boolean> {
    const vm = await this.current();
    return (this.workspace?.briefcaseOpen ?? false) && vm.canUse;
  }

  /** The briefcase of the chat screen on show, made as the page makes it (again after a reload). */
  private async current(): Promise<BriefcaseViewModel> {
    const workspace = await this.chat.shownWorkspace();
    if (this.vm && this.workspace === workspace) return this.vm;
    this.vm?.dispose();
    const vm = this.driver.feature(BriefcaseFeature)(workspace);
    vm.panel.windowResized(WINDOW_WIDTH);
    this.workspace = workspace;
    this.vm = vm;
    return vm;
  }

  private async thread() {
    return (await this.chat.shownWorkspace()).thread;
  }

  private async file(ref: FileRef): Promise<BriefcaseFile> {
    const vm = await this.current();
    const file =
      'name' in ref
        ? [...vm.files.generatedFiles, ...vm.files.uploadedFiles].find(
            (candidate) => candidate.name === ref.name,
          )
        : vm.files.generatedFiles.find(
            (candidate) => sectionOf(candidate.action) === (ref.firstIn as BriefcaseSection),
          );
    if (!file) throw new Error(`No file ${'name' in ref ? `named "${ref.name}"` : `in ${ref.firstIn}`}`);
    return file;
  }

  dispose(): void {
    this.vm?.dispose();
  }
}
