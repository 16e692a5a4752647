import type { Container } from 'inversify';
import { reaction } from 'mobx';
import { awaitsResult } from '../../../src/core/domain/chat/message-factory';
import type { ChatHistoryItem, Message } from '../../../src/core/domain/message';
import { composerKeyIntent, insertNewline } from '../../../src/ui/chat/composer/composer-keys';
import type { BrowserEffects } from '../../../src/ui/chat/result-actions/BrowserEffects';
import { ResultActionsViewModel } from '../../../src/ui/chat/result-actions/ResultActionsViewModel';
import { hasResult, messageText, speakerOf } from '../../../src/ui/chat/thread/message-view';
import type { ChatWorkspaceViewModel } from '../../../src/ui/chat/workspace/ChatWorkspaceViewModel';
import { ChatWorkspaceFeature } from '../../../src/ui/chat/workspace/useChatWorkspace';
import { ChatListFeature } from '../../../src/ui/sidebar-chats/chat-list-feature';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import {
  type ChatAbility,
  type MessageBoxKey,
  type MessageSeen,
  RESULT_ACTIONS,
  type ResultKind,
  type Speaker,
} from './ChatAbility';
import { CHAT_LIST_SETTLE_MS, eventually } from './eventually';
import { fixtureFile } from './fixtures';

/** Long enough for the history (50 ms) and the chat list (200 ms) to load after a page load. */
const PAGE_SETTLE_MS = 250;
/** The longest a demo result takes at simulation speed 1, with margin. */
const LONGEST_RESULT_MS = 30_000;

/**
 * The chat on the view-model driver: the workspace and chat list view models of the current
 * page load, with the address (`/?chat={id}`) kept here so a reload reopens the same chat, and
 * new tabs and downloads recorded instead of opened.
 */
export class ViewModelChat implements ChatAbility {
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

  constructor(private readonly driver: UseTheViewModels) {}

  async openWorkspace(): Promise<void> {
    await this.current();
  }

  /** The workspace on screen (other areas' abilities read what it shows, e.g. a chat's runs). */
  shownWorkspace(): Promise<ChatWorkspaceViewModel> {
    return this.current();
  }

  async startNewCanvas(): Promise<void> {
    const workspace = await this.current();
    this.list.newCanvasClicked();
    this.navigate(workspace, null);
    await this.driver.settled();
  }

  async openChat(summary: string): Promise<void> {
    const workspace = await this.current();
    this.navigate(workspace, (await this.chatNamed(summary)).id);
    await this.driver.wait(100);
    await eventually(() => workspace.thread.historyState !== 'loading');
  }

  async sendMessage(text: string): Promise<void> {
    const workspace = await this.current();
    workspace.composer.textChanged(text);
    await workspace.composer.sendClicked();
    await this.driver.settled();
  }

  async type(text: string): Promise<void> {
    (await this.current()).composer.textChanged(text);
  }

  /** What the page's key handler does with the key (Composer.tsx); the browser's own default is not modelled. */
  async pressInMessageBox(key: MessageBoxKey): Promise<void> {
    const { composer } = await this.current();
    const intent = composerKeyIntent({
      key: 'Enter',
      ctrlKey: key === 'Ctrl+Enter',
      shiftKey: key === 'Shift+Enter',
    });
    if (intent === 'send') await composer.sendClicked();
    if (intent === 'newline') {
      const end = composer.text.length;
      composer.textChanged(insertNewline(composer.text, end, end).text);
    }
    await this.driver.settled();
  }

  async messageBoxText(): Promise<string> {
    return (await this.current()).composer.text;
  }

  async placeholder(): Promise<string> {
    return (await this.current()).composer.placeholder;
  }

  async maySend(): Promise<boolean> {
    return (await this.current()).composer.canSend;
  }

  async attach(fixture: string): Promise<void> {
    await (await this.current()).composer.filesChosen([fixtureFile(fixture)]);
  }

  async attachedFiles(): Promise<string[]> {
    return (await this.current()).composer.files.map((file) => file.metadata.name);
  }

  async removeAttachment(name: string): Promise<void> {
    const { composer } = await this.current();
    const file = composer.files.find((candidate) => candidate.metadata.name === name);
    if (!file) throw new Error(`No attached file named ${name}`);
    composer.fileRemoved(file.key);
  }

  async offersClearAll(): Promise<boolean> {
    return (await this.current()).composer.showClearAll;
  }

  async clearAllAttachments(): Promise<void> {
    (await this.current()).composer.filesCleared();
  }

  async mayAttach(): Promise<boolean> {
    return (await this.current()).composer.mayUpload;
  }

  async templates(): Promise<string[]> {
    return (await (await this.current()).composer.templates()).map((template) => template.label);
  }

  async pickTemplate(label: string): Promise<void> {
    const { composer } = await this.current();
    const template = (await composer.templates()).find((candidate) => candidate.label === label);
    if (!template) throw new Error(`No prompt template '${label}'`);
    composer.templatePicked(template);
  }

  async waitForResults(): Promise<void> {
    const { thread } = await this.current();
    const finished = () => !thread.messages.some(awaitsResult);
    for (let waited = 0; waited < LONGEST_RESULT_MS; waited += 1000) {
      if (finished()) return;
      await this.driver.wait(1000);
      // A status call may still be on its way (real time, see eventually).
      await eventually(finished, 50);
    }
    throw new Error('A result is still processing');
  }

  async messages(): Promise<MessageSeen[]> {
    const { thread } = await this.current();
    return thread.messages.map((message) => ({
      speaker: speakerOf(message) as Speaker,
      text: messageText(message),
    }));
  }

  /** The view models hold messages as plain text; React shows text as text, so no markup can appear here. */
  async picturesInMessages(): Promise<number> {
    await this.current();
    return 0;
  }

  async resultCount(): Promise<number> {
    return (await this.current()).thread.messages.filter(hasResult).length;
  }

  async references(): Promise<string[]> {
    return (await this.current()).composer.referenceChips.map((chip) => chip.preview);
  }

  async removeReference(preview: string): Promise<void> {
    const { composer } = await this.current();
    const chip = composer.referenceChips.find((candidate) => candidate.preview === preview);
    if (!chip) throw new Error(`No reference reads '${preview}'`);
    composer.referenceRemoved(chip.messageId);
  }

  async clearReferences(): Promise<void> {
    (await this.current()).composer.referencesCleared();
  }

  async dispose(): Promise<void> {
    this.detach();
  }

  /** The latest result of this kind, as the view models hold it. */
  resultMessage(which: ResultKind): Promise<Message> {
    return this.result(which);
  }

  /** The action bar of the latest result of this kind. */
  resultActions(which: ResultKind): Promise<ResultActionsViewModel> {
    return this.actionsFor(which);
  }

  /** Clicks a chat in the sidebar without waiting for its history (to see it loading). */
  async startOpeningChat(summary: string): Promise<void> {
    const workspace = await this.current();
    this.navigate(workspace, (await this.chatNamed(summary)).id);
  }

  private get list() {
    return this.driver.feature(ChatListFeature);
  }

  /** The workspace of the current page load; a reload builds it again from the address. */
  private async current(): Promise<ChatWorkspaceViewModel> {
    if (this.workspace && this.container === this.driver.container) return this.workspace;
    // The workspace's code loads with the chat's first showing, as on the page.
    const createWorkspace = await this.driver.feature(ChatWorkspaceFeature)();
    if (this.workspace && this.container === this.driver.container) return this.workspace;
    this.detach();
    this.container = this.driver.container;
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
    await this.driver.wait(PAGE_SETTLE_MS);
    await eventually(() => workspace.thread.historyState !== 'loading');
    return workspace;
  }

  /** The sidebar leaves a chat that no longer exists for a new canvas. */
  chatRemoved(chatId: string): void {
    if (this.workspace && chatId === this.address) this.navigate(this.workspace, null);
  }

  /** What the address bar does: the workspace follows `/?chat={id}`. */
  private navigate(workspace: ChatWorkspaceViewModel, chatId: string | null): void {
    this.address = chatId;
    workspace.chatRequested(chatId);
  }

  /** The chat the sidebar lists under this name, once the list has caught up. */
  async chatNamed(summary: string): Promise<ChatHistoryItem> {
    const find = () => this.list.chats.find((candidate) => candidate.summary === summary);
    if (!find()) {
      await this.driver.wait(CHAT_LIST_SETTLE_MS);
      await eventually(() => find() !== undefined && !this.list.loading);
    }
    const chat = find();
    if (!chat) throw new Error(`The sidebar lists no chat named '${summary}'`);
    return chat;
  }

  private async result(which: ResultKind): Promise<Message> {
    const { thread } = await this.current();
    const actions = RESULT_ACTIONS[which];
    const message = thread.messages.findLast(
      (candidate) => hasResult(candidate) && (!actions || actions.includes(candidate.action ?? '')),
    );
    if (!message) throw new Error(`The chat shows no ${which.replace(/^the /, '')}`);
    return message;
  }

  private async actionsFor(which: ResultKind): Promise<ResultActionsViewModel> {
    const message = await this.result(which);
    const workspace = await this.current();
    let actions = this.actions.get(message.id);
    if (!actions) {
      const useCases = await workspace.resultUseCases();
      actions = new ResultActionsViewModel(workspace.resultActionsDeps(this.effects, useCases), message.id);
      this.actions.set(message.id, actions);
    }
    return actions;
  }

  private detach(): void {
    for (const stop of this.detachers) stop();
    this.detachers = [];
    this.actions.clear();
    this.workspace = null;
  }
}
