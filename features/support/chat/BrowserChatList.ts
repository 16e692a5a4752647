import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { sidebarChats } from './sidebar-locators';

/** The sidebar's chats' thin driver in Chromium: the section and each chat's menu. */
export class BrowserChatList {
  constructor(readonly app: BrowseTheApp) {}

  get page(): Page {
    return this.app.page;
  }

  get chats(): Locator {
    return sidebarChats(this.page);
  }

  /** The chat's menu (Rename, Pin/Unpin, Remove), open. */
  async chatMenu(summary: string): Promise<Locator> {
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
