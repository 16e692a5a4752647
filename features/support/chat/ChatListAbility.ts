import type { RenameEnding } from './ChatAbility';

/**
 * What a scenario can do with the sidebar's chats, in the product's words. One implementation
 * drives the chat list view model, one the page in Chromium (@browser).
 */
export interface ChatListAbility {
  /** The name of the chat open in the workspace, as the sidebar lists it; null for a new canvas. */
  openChatName(): Promise<string | null>;

  /** The chat list of the sidebar, top to bottom. */
  chatList(): Promise<string[]>;
  searchChats(query: string): Promise<void>;
  /** Renames in place, entering edit mode by double-clicking the chat or with its menu's Rename. */
  renameChat(
    summary: string,
    typed: string,
    ending: RenameEnding,
    via?: 'double-click' | 'menu',
  ): Promise<void>;
  /** Pin or Unpin in the chat's menu. */
  togglePin(summary: string): Promise<void>;
  /** Remove in the chat's menu, confirming when asked. */
  removeChat(summary: string): Promise<void>;
  /** Whether the chat's menu offers Pin/Unpin and Remove enabled. */
  mayManageChat(summary: string): Promise<boolean>;
  /** The error or notice the sidebar's chat section shows, if any. */
  sidebarNotice(): Promise<string | null>;
}
