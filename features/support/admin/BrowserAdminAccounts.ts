import type { Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type { BrowserAdmin } from './BrowserAdmin';

/** The Accounts tab and its drill-downs in Chromium: roles, labels and the spec's texts only. */
export class BrowserAdminAccounts {
  constructor(
    readonly app: BrowseTheApp,
    readonly admin: BrowserAdmin,
  ) {}

  get page(): Page {
    return this.app.page;
  }
}
