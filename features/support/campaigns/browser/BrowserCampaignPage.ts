import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import type { BrowserCampaignList } from './BrowserCampaignList';

const READ_EVERY_MS = 200;

/** The thin driver of /campaigns/{id} in Chromium: the page, its regions, and a patient read. */
export class BrowserCampaignPage {
  constructor(
    private readonly driver: BrowseTheApp,
    /** The list, to reach a campaign by its name. */
    readonly list: BrowserCampaignList,
  ) {}

  get page(): Page {
    return this.driver.page;
  }

  /** The "Orchestration progress" region. */
  progress(): Locator {
    return this.page.getByRole('region', { name: 'Orchestration progress' });
  }

  /** The "Activity" region. */
  activity(): Locator {
    return this.page.getByRole('region', { name: 'Activity' });
  }

  /** The creatives panel's one button: "Upload creatives", "Upload more" or "Retry upload". */
  creativesButton(): Locator {
    return this.page
      .getByRole('region', { name: 'Creatives' })
      .getByRole('button', { name: /^(Upload creatives|Upload more|Retry upload)$/ });
  }

  /** Reads until the reading fits or the time is up: the page polls on its own. */
  async eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms: number): Promise<T> {
    const until = Date.now() + ms;
    let value = await read();
    while (!ok(value) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
      value = await read();
    }
    return value;
  }
}
