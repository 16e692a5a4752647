import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import type { BrowserCampaignList } from './BrowserCampaignList';
import { goTo, tableIdle } from './page-helpers';

/** The thin driver of /folders in Chromium, through roles and labels a user would use. */
export class BrowserFolders {
  constructor(
    private readonly driver: BrowseTheApp,
    /** The campaigns list, where a folder's links lead. */
    readonly list: BrowserCampaignList,
  ) {}

  get page(): Page {
    return this.driver.page;
  }

  async show() {
    await goTo(this.page, '/folders');
    await tableIdle(this.page);
  }

  /** A folder's campaign count, a link to its campaigns. */
  countLink(name: string): Locator {
    return this.page.getByRole('link', { name: new RegExp(`campaigns in ${escapeRegExp(name)}$`) });
  }

  /** The offer beside a refused delete to move the folder's campaigns. */
  moveOffer(): Locator {
    return this.page.getByRole('link', { name: /^Move the campaigns of / });
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
