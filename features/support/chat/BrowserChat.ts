import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { chipsLoaded } from '../briefcase/chat-side';

/** The longest a demo result takes at the browser run's simulation speed, with margin. */
export const RESULT_TIMEOUT_MS = 30_000;

/**
 * The chat's thin driver in Chromium: where the workspace's parts are on the page and when it has
 * drawn what it loaded. What a user does with them is in tasks/, what they read in questions/.
 */
export class BrowserChat {
  constructor(readonly app: BrowseTheApp) {}

  get page(): Page {
    return this.app.page;
  }

  /** The input area: message box, attachments, references, status. */
  get composer(): Locator {
    return this.page.getByRole('region', { name: 'Message input' });
  }

  get box(): Locator {
    return this.page.getByRole('textbox', { name: 'Message', exact: true });
  }

  /** The chat workspace (route `/`) as it opens: a new canvas, or the chat in the address. */
  async workspace(): Promise<void> {
    if (new URL(this.page.url()).pathname !== '/') await this.app.open('/');
    await this.box.waitFor();
    await this.historyLoaded();
  }

  async historyLoaded(): Promise<void> {
    await this.page.getByText('Loading messages...').waitFor({ state: 'detached' });
    // The virtual list draws its rows a frame after the history arrives; an empty chat has none.
    await this.page
      .getByTestId('chat-message')
      .first()
      .waitFor({ timeout: 2_000 })
      .catch(() => undefined);
  }

  /** Waits until a message being sent (reading PDFs, starting a run) has gone out. */
  async sent(): Promise<void> {
    await this.composer
      .getByText('Sending message...')
      .waitFor({ state: 'detached', timeout: RESULT_TIMEOUT_MS });
  }

  /** The open prompt-template menu. */
  async templateMenu(): Promise<Locator> {
    await this.workspace();
    await this.composer.getByRole('button', { name: 'Prompt templates' }).click();
    const menu = this.page.getByRole('menu', { name: 'Prompt templates' });
    await menu.waitFor();
    return menu;
  }

  /** The chips of a list of the input area ('Attached files', 'References'), as they read. */
  async chips(list: string): Promise<string[]> {
    // The chips' code loads with the first chip (the input area shows a busy row meanwhile).
    await chipsLoaded(this.page);
    const chips = this.composer.getByRole('list', { name: list }).getByRole('listitem');
    return (await chips.allTextContents()).map((text) => text.replace(/×$/, '').trim());
  }

  async dispose(): Promise<void> {}
}
