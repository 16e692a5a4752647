import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type { RenameEnding } from './ChatAbility';
import type { ChatListAbility } from './ChatListAbility';
import { chatLink, sidebarChats } from './sidebar-locators';

/** The sidebar's chats in Chromium: the list, its search, rename in place and each chat's menu. */
export class BrowserChatList implements ChatListAbility {
  constructor(private readonly driver: BrowseTheApp) {}

  private get page(): Page {
    return this.driver.page;
  }

  private get chats(): Locator {
    return sidebarChats(this.page);
  }

  async openChatName(): Promise<string | null> {
    const open = this.chats.locator('a[aria-current="page"] [data-testid="chat-name"]');
    if ((await open.count()) === 0) return null;
    return (await open.textContent())?.trim() ?? null;
  }

  async chatList(): Promise<string[]> {
    await this.page.waitForTimeout(600);
    return this.chats.getByTestId('chat-name').allTextContents();
  }

  async searchChats(query: string): Promise<void> {
    await this.chats.getByRole('searchbox', { name: 'Search canvases' }).fill(query);
  }

  async renameChat(
    summary: string,
    typed: string,
    ending: RenameEnding,
    via: 'double-click' | 'menu' = 'double-click',
  ): Promise<void> {
    if (via === 'menu') {
      const menu = await this.openChatMenu(summary);
      await menu.getByRole('menuitem', { name: 'Rename' }).click();
    } else {
      await chatLink(this.page, summary).dblclick();
    }
    const field = this.chats.getByRole('textbox', { name: 'Chat name' });
    await field.fill(typed);
    await field.press(ending === 'presses Enter' ? 'Enter' : 'Escape');
    await field.waitFor({ state: 'detached' });
  }

  async togglePin(summary: string): Promise<void> {
    const menu = await this.openChatMenu(summary);
    await menu.getByRole('menuitem', { name: /^(Pin|Unpin)$/ }).click();
  }

  async removeChat(summary: string): Promise<void> {
    const menu = await this.openChatMenu(summary);
    await menu.getByRole('menuitem', { name: 'Remove' }).click();
    const confirmation = this.page.getByRole('alertdialog');
    const asked = await confirmation
      .waitFor({ timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (asked) {
      await confirmation.getByRole('button', { name: 'Remove' }).click();
      await confirmation.waitFor({ state: 'detached' });
    }
  }

  async mayManageChat(summary: string): Promise<boolean> {
    const menu = await this.openChatMenu(summary);
    const disabled = await menu.getByRole('menuitem', { name: 'Remove' }).getAttribute('aria-disabled');
    await this.page.keyboard.press('Escape');
    return disabled !== 'true';
  }

  async sidebarNotice(): Promise<string | null> {
    const alert = this.chats.getByRole('alert');
    if ((await alert.count()) > 0) return (await alert.locator('span').first().textContent())?.trim() ?? null;
    const notice = this.chats.getByTestId('chats-notice');
    return (await notice.count()) > 0 ? ((await notice.textContent())?.trim() ?? null) : null;
  }

  private async openChatMenu(summary: string): Promise<Locator> {
    // Browser scenarios share one demo database: an earlier scenario may have left a chat of the
    // same name. The list puts the most recently updated first, which is this scenario's.
    await this.chats
      .getByRole('button', { name: `Chat options for ${summary}` })
      .first()
      .click();
    const menu = this.page.getByRole('menu');
    await menu.waitFor();
    return menu;
  }
}
