import type { Locator, Page } from 'playwright-core';
import { CAMPAIGN_LIST_TEXTS } from '../../../../src/ui/campaigns/list/campaign-texts';
import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import { goTo } from './page-helpers';

/** The thin driver of /campaigns in Chromium. */
export class BrowserCampaignList {
  constructor(private readonly driver: BrowseTheApp) {}

  get page(): Page {
    return this.driver.page;
  }

  /** Opens the list at the address (its query: folder, search…) and waits for its answer. */
  async show(address = '/campaigns') {
    await goTo(this.page, address);
    await this.listShown();
  }

  /** The list is on screen and has answered (after following a link to it). */
  async listShown() {
    await this.page.getByRole('searchbox', { name: 'Search campaigns' }).waitFor();
    await this.page
      .locator('table[aria-busy="false"]')
      .or(this.emptyTitle())
      .or(this.page.getByText(CAMPAIGN_LIST_TEXTS.noAccount))
      .first()
      .waitFor();
  }

  /** The title of an empty list ("No campaigns…"). */
  emptyTitle(): Locator {
    return this.page.getByRole('heading', { level: 2, name: /^No campaigns/ });
  }
}
