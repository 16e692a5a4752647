import type { Page } from 'playwright-core';
import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import type { BrowserCampaignList } from './BrowserCampaignList';

/** The thin driver of "Create New Campaign" in Chromium. */
export class BrowserCampaignCreation {
  constructor(
    private readonly driver: BrowseTheApp,
    /** The list the app lands on after a creation. */
    readonly list: BrowserCampaignList,
  ) {}

  get page(): Page {
    return this.driver.page;
  }

  /** The "Multi-channel" switch. */
  multiChannel() {
    return this.page.getByRole('switch', { name: 'Multi-channel' });
  }
}
