import type { Container } from 'inversify';
import { reaction } from 'mobx';
import type { ChatHistoryItem, Message } from '../../../src/core/domain/message';
import type { BrowserEffects } from '../../../src/ui/chat/result-actions/BrowserEffects';
import { ResultActionsViewModel } from '../../../src/ui/chat/result-actions/ResultActionsViewModel';
import { ResultViewerViewModel } from '../../../src/ui/chat/results/ResultViewerViewModel';
import { hasResult } from '../../../src/ui/chat/thread/message-view';
import type { ChatWorkspaceViewModel } from '../../../src/ui/chat/workspace/ChatWorkspaceViewModel';
import { ChatWorkspaceFeature } from '../../../src/ui/chat/workspace/useChatWorkspace';
import { ChatListFeature } from '../../../src/ui/sidebar-chats/chat-list-feature';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import { RESULT_ACTIONS, type ResultKind } from './chat-words';
import { CHAT_LIST_SETTLE_MS, eventually } from './eventually';

/** Long enough for the history (50 ms) and the chat list (200 ms) to load after a page load. */
const PAGE_SETTLE_MS = 250;

/**
 * The chat's thin driver on the view-model level: the workspace and chat list view models of the
 * current page load, with the address (`/?chat={id}`) kept here so a reload reopens the same chat,
 * and new tabs and downloads recorded instead of opened. What a user does with them is in tasks/.
 */
export class ViewModelChat {
  private container: Container | null = null;
  private workspace: ChatWorkspaceViewModel | null = null;
  private detachers: (() => void)[] = [];
  private actions = new Map<string, ResultActionsViewModel>();
  /** The chat in the address bar. */
  private address: string | null = null;
  /** Addresses opened in new tabs, in order. */
  readonly opened: string[] = [];
  readonly downloads: string[] = [];
  private readonly effects: BrowserEffects = {
    openInNewTab: (url) => this.opened.push(url),
    openTextInNewTab: () => this.opened.push('blob:json'),
    download: (fileName) => this.downloads.push(fileName),
  };

  constructor(readonly app: UseTheViewModels) {}

  /** The sidebar's chat list view model. */
  get list() {
    return this.app.feature(ChatListFeature);
  }

  /** Whether the scenario has shown the chat workspace at all (in any page load). */
  get everShown(): boolean {
    return this.workspace !== null;
  }

  /** The workspace on screen (other areas read what it shows, e.g. a chat's runs). */
  shownWorkspace(): Promise<ChatWorkspaceViewModel> {
    return this.current();
  }

  /** What the address bar does: the workspace follows `/?chat={id}`. */
  async goTo(chatId: string | null): Promise<ChatWorkspaceViewModel> {
    const workspace = await this.current();
    this.address = chatId;
    workspace.chatRequested(chatId);
    return workspace;
  }

  /** The sidebar leaves a chat that no longer exists for a new canvas. */
  chatRemoved(chatId: string): void {
    if (!this.workspace || chatId !== this.address) return;
    this.address = null;
    this.workspace.chatRequested(null);
  }

  /** The chat the sidebar lists under this name, once the list has caught up. */
  async chatNamed(summary: string): Promise<ChatHistoryItem> {
    const find = () => this.list.chats.find((candidate) => candidate.summary === summary);
    if (!find()) {
      await this.app.wait(CHAT_LIST_SETTLE_MS);
      await eventually(() => find() !== undefined && !this.list.loading);
    }
    const chat = find();
    if (!chat) throw new Error(`The sidebar lists no chat named '${summary}'`);
    return chat;
  }

  /** The latest result of this kind, as the view models hold it. */
  async resultMessage(which: ResultKind): Promise<Message> {
    const { thread } = await this.current();
    const actions = RESULT_ACTIONS[which];
    const message = thread.messages.findLast(
      (candidate) => hasResult(candidate) && (!actions || actions.includes(candidate.action ?? '')),
    );
    if (!message) throw new Error(`The chat shows no ${which.replace(/^the /, '')}`);
    return message;
  }

  /** The action bar of the latest result of this kind. */
  async resultActions(which: ResultKind): Promise<ResultActionsViewModel> {
    const message = await this.resultMessage(which);
    const workspace = await this.current();
    let actions = this.actions.get(message.id);
    if (!actions) {
      // A result's flows load with the first result shown, as on the page.
      const useCases = await workspace.resultUseCases();
      actions = new ResultActionsViewModel(workspace.resultActionsDeps(this.effects, useCases), message.id);
      this.actions.set(message.id, actions);
    }
    return actions;
  }

  /** The result viewer of the latest result of this kind, as BotResult makes it. */
  async resultViewer(which: ResultKind): Promise<ResultViewerViewModel> {
    const message = await this.resultMessage(which);
    return new ResultViewerViewModel((await this.current()).thread, message.id);
  }

  async dispose(): Promise<void> {
    this.detach();
  }

  /** The workspace of the current page load; a reload builds it again from the address. */
  private async current(): Promise<ChatWorkspaceViewModel> {
    if (this.workspace && this.container === this.app.container) return this.workspace;
    // The workspace's code loads with the chat's first showing, as on the page.
    const createWorkspace = await this.app.feature(ChatWorkspaceFeature)();
    if (this.workspace && this.container === this.app.container) return this.workspace;
    this.detach();
    this.container = this.app.container;
    const workspace = createWorkspace();
    this.workspace = workspace;
    this.detachers = [
      workspace.attach(),
      this.list.attach(),
      // The page keeps the open chat in the address (`/?chat={id}`): a new chat's id, or none after a reset.
      reaction(
        () => workspace.thread.chatId,
        (chatId) => {
          this.address = chatId;
        },
      ),
    ];
    workspace.chatRequested(this.address);
    await this.app.wait(PAGE_SETTLE_MS);
    await eventually(() => workspace.thread.historyState !== 'loading');
    return workspace;
  }

  private detach(): void {
    for (const stop of this.detachers) stop();
    this.detachers = [];
    this.actions.clear();
    this.workspace = null;
  }
}
