import type { BriefcaseSection } from '../../../src/core/domain/briefcase';
import { sectionOf } from '../../../src/core/domain/briefcase';
import type { BriefcaseFile } from '../../../src/core/domain/message';
import type { BriefcaseViewModel } from '../../../src/ui/briefcase';
import { BriefcaseFeature } from '../../../src/ui/briefcase/briefcase-feature';
import type { ChatWorkspaceViewModel } from '../../../src/ui/chat/workspace/ChatWorkspaceViewModel';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { ViewModelChat } from '../chat/ViewModelChat';
import type { FileRef } from './briefcase-words';

/** The window the view-model scenarios pretend to have, for the 30% width limit. */
export const WINDOW_WIDTH = 1400;

/**
 * The briefcase's thin driver on the view-model level, as the page composes it: the page's own
 * feature (`BriefcaseFeature`) over the chat screen the chat driver shows. A page load (reload)
 * builds both again, keeping only what the backend kept.
 */
export class ViewModelBriefcase {
  private vm: BriefcaseViewModel | null = null;
  private workspace: ChatWorkspaceViewModel | null = null;
  /** The file renamed last, by id (its name may have changed). */
  lastRenamedId: string | null = null;
  /** The address the last opened file opened at. */
  lastOpened: string | null = null;

  constructor(
    readonly app: UseTheViewModels,
    readonly chat: ViewModelChat,
  ) {}

  /** The chat id of the open chat. */
  get openChatId(): string {
    const chatId = this.workspace?.thread.chatId;
    if (!chatId) throw new Error('No chat is open');
    return chatId;
  }

  /** Whether the chat screen shows its briefcase. */
  get shown(): boolean {
    return this.workspace?.briefcaseOpen ?? false;
  }

  /** The briefcase of the chat screen on show, made as the page makes it (again after a reload). */
  async current(): Promise<BriefcaseViewModel> {
    const workspace = await this.chat.shownWorkspace();
    if (this.vm && this.workspace === workspace) return this.vm;
    this.vm?.dispose();
    const vm = (await this.app.feature(BriefcaseFeature)())(workspace);
    vm.panel.windowResized(WINDOW_WIDTH);
    this.workspace = workspace;
    this.vm = vm;
    return vm;
  }

  async thread() {
    return (await this.chat.shownWorkspace()).thread;
  }

  async file(ref: FileRef): Promise<BriefcaseFile> {
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
