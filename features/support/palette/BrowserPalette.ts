import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';

/** The command palette and the shortcut list in Chromium: where they are on the page. */
export class BrowserPalette {
  constructor(readonly app: BrowseTheApp) {}

  get page(): Page {
    return this.app.page;
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Command palette' });
  }

  get shortcutList(): Locator {
    return this.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  }
}
