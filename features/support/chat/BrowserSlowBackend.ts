import type { Request, Route } from 'playwright-core';
import { LOADING_MESSAGES_TEXT, SENDING_MESSAGE_TEXT } from '../../../src/ui/chat/status-texts';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { type CallSeen, isHistoryRead, isMessageSend, isUpload } from './BackendTraffic';
import { fixturePath } from './fixtures';
import type { SlowBackendAbility } from './SlowBackendAbility';
import { chatLink } from './sidebar-locators';

/** The request as the in-process traffic watcher names calls, so both levels hold the same ones. */
const callOf = (request: Request): CallSeen => ({
  method: request.method(),
  path: new URL(request.url()).pathname,
});

/** The page's requests to the demo backend held in Chromium (Playwright routes) until released. */
export class BrowserSlowBackend implements SlowBackendAbility {
  private readonly holding: ((call: CallSeen) => boolean)[] = [];
  private readonly held: Route[] = [];
  private routed = false;

  constructor(private readonly driver: BrowseTheApp) {}

  holdHistories(): Promise<void> {
    return this.hold(isHistoryRead);
  }

  holdMessages(): Promise<void> {
    return this.hold(isMessageSend);
  }

  holdUploads(): Promise<void> {
    return this.hold(isUpload);
  }

  async startAttaching(fixture: string): Promise<void> {
    await this.driver.page.getByTestId('file-input').setInputFiles(fixturePath(fixture));
    await this.uploading()
      .getByRole('progressbar', { name: `Uploading ${fixture}` })
      .waitFor();
  }

  async uploadsInProgress(): Promise<{ name: string; percent: number }[]> {
    const bars = this.uploading().getByRole('progressbar');
    const shown: { name: string; percent: number }[] = [];
    for (const bar of await bars.all()) {
      const label = (await bar.getAttribute('aria-label')) ?? '';
      shown.push({
        name: label.replace(/^Uploading /, '').replace(/ waits its turn$/, ''),
        percent: Number(await bar.getAttribute('aria-valuenow')),
      });
    }
    return shown;
  }

  async cancelUpload(name: string): Promise<void> {
    await this.uploading()
      .getByRole('button', { name: `Cancel upload of ${name}` })
      .click();
    await this.uploading()
      .getByRole('button', { name: `Cancel upload of ${name}` })
      .waitFor({ state: 'detached' });
  }

  private uploading() {
    return this.driver.page
      .getByRole('region', { name: 'Message input' })
      .getByRole('list', { name: 'Files uploading' });
  }

  async backendAnswers(): Promise<void> {
    this.holding.length = 0;
    // A request the page cancelled while held is gone: there is nothing left to let through.
    await Promise.all(this.held.splice(0).map((route) => route.fallback().catch(() => undefined)));
    const page = this.driver.page;
    for (const line of [LOADING_MESSAGES_TEXT, SENDING_MESSAGE_TEXT])
      await page.getByText(line, { exact: true }).waitFor({ state: 'detached' });
    await this.driver.settled();
  }

  async goToChat(summary: string): Promise<void> {
    await chatLink(this.driver.page, summary).click();
  }

  async startSending(text: string): Promise<void> {
    const box = this.driver.page.getByRole('textbox', { name: 'Message', exact: true });
    await box.fill(text);
    await box.press('Enter');
  }

  async statusLines(): Promise<string[]> {
    const lines: string[] = [];
    for (const line of [LOADING_MESSAGES_TEXT, SENDING_MESSAGE_TEXT])
      if (await this.driver.page.getByText(line, { exact: true }).isVisible()) lines.push(line);
    return lines;
  }

  private async hold(matches: (call: CallSeen) => boolean): Promise<void> {
    this.holding.push(matches);
    if (this.routed) return;
    this.routed = true;
    await this.driver.page.route('**/api/**', (route) => {
      const call = callOf(route.request());
      if (this.holding.some((held) => held(call))) this.held.push(route);
      else return route.fallback();
    });
  }
}
