import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';

/** How long a result's view takes to load and draw. */
export const VIEW_TIMEOUT_MS = 15_000;

/** The work on a campaign's thin driver in Chromium: where the chat's answers and their result views are. */
export class BrowserCampaignWork {
  constructor(readonly app: BrowseTheApp) {}

  get page(): Page {
    return this.app.page;
  }

  /** The latest message of Sidekick, once drawn. */
  async latestAnswer(): Promise<Locator> {
    const message = this.page.locator('[data-testid="chat-message"][data-message-type="bot"]').last();
    await message.waitFor();
    return message;
  }

  /** The latest result's specialised view of this title, once it has loaded. */
  async latestView(title: string): Promise<Locator> {
    const view = this.page
      .locator('[data-testid="chat-message"][data-has-result]')
      .last()
      .locator(`section[aria-label="${title}"]`);
    await view.waitFor({ timeout: VIEW_TIMEOUT_MS });
    return view;
  }

  /** The title a message's result shows under: a specialised view's h3; the key/value table has none. */
  async viewTitle(message: Locator): Promise<string> {
    const result = message.getByRole('group', { name: 'Result', exact: true });
    await result.waitFor({ timeout: VIEW_TIMEOUT_MS });
    await this.page.waitForFunction(
      () =>
        !document.body.textContent?.includes('Loading…') &&
        !document.body.textContent?.includes('Loading result…'),
      undefined,
      { timeout: VIEW_TIMEOUT_MS },
    );
    const heading = result.locator('h3').first();
    return (await heading.count()) > 0 ? ((await heading.textContent()) ?? 'Result') : 'Result';
  }

  async dispose(): Promise<void> {}
}
