import { ChatListFeature } from '../../../src/ui/sidebar-chats/chat-list-feature';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { RenameEnding } from './ChatAbility';
import type { ChatListAbility } from './ChatListAbility';
import { CHAT_LIST_SETTLE_MS, eventually } from './eventually';
import type { ViewModelChat } from './ViewModelChat';

/** The sidebar's chats on the view-model level: the chat list view model of the chat's page load. */
export class ViewModelChatList implements ChatListAbility {
  constructor(
    private readonly driver: UseTheViewModels,
    private readonly chat: ViewModelChat,
  ) {}

  private get list() {
    return this.driver.feature(ChatListFeature);
  }

  async openChatName(): Promise<string | null> {
    const workspace = await this.chat.shownWorkspace();
    const id = workspace.thread.chatId;
    if (!id) return null;
    await this.list.reload();
    return this.list.chats.find((chat) => chat.id === id)?.summary ?? null;
  }

  async chatList(): Promise<string[]> {
    await this.chat.shownWorkspace();
    await this.driver.wait(CHAT_LIST_SETTLE_MS);
    await eventually(() => !this.list.loading);
    return this.list.visibleChats.map((chat) => chat.summary);
  }

  async searchChats(query: string): Promise<void> {
    await this.chat.shownWorkspace();
    this.list.searchChanged(query);
  }

  async renameChat(summary: string, typed: string, ending: RenameEnding): Promise<void> {
    await this.chat.shownWorkspace();
    const chat = await this.chat.chatNamed(summary);
    this.list.actions.renameStarted(chat.id);
    if (ending === 'presses Escape') this.list.actions.renameCancelled();
    else await this.list.actions.renameCommitted(chat.id, typed);
  }

  async togglePin(summary: string): Promise<void> {
    await this.chat.shownWorkspace();
    await this.list.actions.pinToggled((await this.chat.chatNamed(summary)).id);
  }

  async removeChat(summary: string): Promise<void> {
    await this.chat.shownWorkspace();
    const chat = await this.chat.chatNamed(summary);
    this.list.actions.deleteRequested(chat);
    if (!this.list.actions.deletion.isOpen) return;
    const outcome = await this.list.actions.deleteConfirmed();
    // The sidebar leaves a chat that no longer exists for a new canvas.
    if (outcome?.ok) this.chat.chatRemoved(chat.id);
  }

  async mayManageChat(summary: string): Promise<boolean> {
    await this.chat.shownWorkspace();
    await this.chat.chatNamed(summary);
    return this.list.mayManageChats;
  }

  async sidebarNotice(): Promise<string | null> {
    await this.chat.shownWorkspace();
    return this.list.actions.error ?? this.list.accountNotice;
  }
}
