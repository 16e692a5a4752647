import type { Request, Route } from 'playwright-core';
import { LOADING_MESSAGES_TEXT, SENDING_MESSAGE_TEXT } from '../../../src/ui/chat/status-texts';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type { SlowBackendAbility } from './SlowBackendAbility';
import { chatLink } from './sidebar-locators';

const isHistoryRead = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/chat-history/');
const isMessageSend = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/chat';

/** The page's requests to the demo backend held in Chromium (Playwright routes) until released. */
export class BrowserSlowBackend implements SlowBackendAbility {
  private readonly holding: ((request: Request) => boolean)[] = [];
  private readonly held: Route[] = [];
  private routed = false;

  constructor(private readonly driver: BrowseTheApp) {}

  holdHistories(): Promise<void> {
    return this.hold(isHistoryRead);
  }

  holdMessages(): Promise<void> {
    return this.hold(isMessageSend);
  }

  async backendAnswers(): Promise<void> {
    this.holding.length = 0;
    await Promise.all(this.held.splice(0).map((route) => route.fallback()));
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

  private async hold(matches: (request: Request) => boolean): Promise<void> {
    this.holding.push(matches);
    if (this.routed) return;
    this.routed = true;
    await this.driver.page.route('**/api/**', (route) => {
      if (this.holding.some((held) => held(route.request()))) this.held.push(route);
      else return route.fallback();
    });
  }
}
