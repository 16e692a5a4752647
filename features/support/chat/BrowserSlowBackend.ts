import type { Request, Route } from 'playwright-core';
import { LOADING_MESSAGES_TEXT, SENDING_MESSAGE_TEXT } from '../../../src/ui/chat/status-texts';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type { CallSeen } from './BackendTraffic';

/** The request as the in-process traffic watcher names calls, so both levels hold the same ones. */
export const callOf = (request: Request): CallSeen => {
  const { pathname, search } = new URL(request.url());
  return { method: request.method(), path: pathname, search };
};

/** The page's requests to the demo backend held in Chromium (Playwright routes) until released. */
export class BrowserSlowBackend {
  private readonly holding: ((call: CallSeen) => boolean)[] = [];
  private readonly held: Route[] = [];
  private routed = false;

  constructor(readonly app: BrowseTheApp) {}

  async hold(matches: (call: CallSeen) => boolean): Promise<void> {
    this.holding.push(matches);
    if (this.routed) return;
    this.routed = true;
    await this.app.page.route('**/api/**', (route) => {
      const call = callOf(route.request());
      if (this.holding.some((held) => held(call))) this.held.push(route);
      else return route.fallback();
    });
  }

  /** Lets held answers through and waits until the page has taken them in. */
  async release(): Promise<void> {
    this.holding.length = 0;
    // A request the page cancelled while held is gone: there is nothing left to let through.
    await Promise.all(this.held.splice(0).map((route) => route.fallback().catch(() => undefined)));
    for (const line of [LOADING_MESSAGES_TEXT, SENDING_MESSAGE_TEXT])
      await this.app.page.getByText(line, { exact: true }).waitFor({ state: 'detached' });
    await this.app.settled();
  }

  /** The input area's list of files on their way. */
  uploading() {
    return this.app.page
      .getByRole('region', { name: 'Message input' })
      .getByRole('list', { name: 'Files uploading' });
  }
}
