import type { Container } from 'inversify';
import { BriefcaseUseCasesToken } from '../../../src/composition/use-cases/briefcase.module';
import type { BriefcaseSection } from '../../../src/core/domain/briefcase';
import { sectionOf } from '../../../src/core/domain/briefcase';
import type { BriefcaseFile } from '../../../src/core/domain/message';
import { AppEventsPort } from '../../../src/core/ports/AppEventsPort';
import { ChatPort } from '../../../src/core/ports/ChatPort';
import type { BriefcaseViewModel } from '../../../src/ui/briefcase';
import type { BriefcaseUseCases } from '../../../src/ui/briefcase/BriefcaseUseCases';
import { createBriefcaseViewModel } from '../../../src/ui/briefcase/createBriefcaseViewModel';
import { HistorySource } from '../../../src/ui/briefcase/testing/HistorySource';
import type { StoredFile } from '../abilities/ScenarioSeed';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
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
 * The briefcase on the view-model driver: a BriefcaseViewModel over the page load's ChatPort and
 * session, fed by the open chat's history (the chat workspace's part, played by HistorySource).
 * A page load (reload) builds it again, keeping only what the backend kept.
 */
export class ViewModelBriefcase implements BriefcaseAbility {
  private container: Container | null = null;
  private vm: BriefcaseViewModel | null = null;
  private source: HistorySource | null = null;
  private chatId: string | null = null;
  private open = false;
  private lastRenamedId: string | null = null;
  /** The address the last opened file opened at. */
  private lastOpened: string | null = null;

  constructor(private readonly driver: UseTheViewModels) {}

  async openBriefcaseOf(chatSummary: string): Promise<void> {
    const user = this.driver.session.user;
    const chat = this.driver.backend.data.chats.find(
      (candidate) => candidate.summary === chatSummary && candidate.user_id === user?.userId,
    );
    if (!chat) throw new Error(`${user?.displayName ?? 'Nobody'} has no chat "${chatSummary}"`);
    this.chatId = chat.id;
    this.open = true;
    // Another chat: the chat workspace loads its history and the briefcase shows its files.
    this.vm?.dispose();
    this.vm = null;
    await this.current();
  }

  /** The chat's history changed on the server (a new result arrived): the chat loads it again. */
  async historyChanged(): Promise<void> {
    await (await this.sourceNow()).reloadHistory();
  }

  /** The chat id of the open chat. */
  get openChatId(): string {
    if (!this.chatId) throw new Error('No chat is open');
    return this.chatId;
  }

  /** The page emits a browser event the briefcase follows (closeBriefcase, resetChat). */
  async emit(event: 'closeBriefcase' | 'resetChat'): Promise<void> {
    await this.current();
    this.driver.container.get<AppEventsPort>(AppEventsPort).emit(event, {});
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
    return (await this.sourceNow()).referenced.includes(file.messageId);
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

  async messageGoneTo(): Promise<string | null> {
    const source = await this.sourceNow();
    const id = source.wentTo.at(-1);
    return source.messages.find((message) => message.messageId === id)?.content ?? null;
  }

  /** The results referenced in chat, by their content. */
  async referencedResults(): Promise<string[]> {
    const source = await this.sourceNow();
    return source.referenced.map(
      (id) => source.messages.find((message) => message.messageId === id)?.content ?? id,
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
    await this.current();
    return this.open && (this.vm?.canUse ?? false);
  }

  /** The view model of the current page load, built again after a reload. */
  private async current(): Promise<BriefcaseViewModel> {
    if (this.vm && this.container === this.driver.container) return this.vm;
    this.vm?.dispose();
    const container = this.driver.container;
    const ctx = this.driver.session.actingContext;
    if (!ctx) throw new Error('Nobody is signed in');
    const chat = container.get<ChatPort>(ChatPort);
    const source = new HistorySource(chat, ctx, this.chatId);
    await source.reloadHistory();
    const vm = createBriefcaseViewModel({
      useCases: container.get<BriefcaseUseCases>(BriefcaseUseCasesToken),
      session: this.driver.session,
      clock: this.driver.clock,
      source,
      events: container.get<AppEventsPort>(AppEventsPort),
      close: () => {
        this.open = false;
      },
    });
    vm.panel.windowResized(WINDOW_WIDTH);
    this.container = container;
    this.source = source;
    this.vm = vm;
    return vm;
  }

  private async sourceNow(): Promise<HistorySource> {
    await this.current();
    if (!this.source) throw new Error('No chat is open');
    return this.source;
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
