import type { Page } from 'playwright-core';

const QUIET_MS = 150;
const LONGEST_WAIT_MS = 5_000;

/**
 * Counts the page's requests still waiting for their answer, so that a step can wait until the
 * page has heard back from the backend after a click (Playwright's 'networkidle' cannot: it is
 * a load state, reached once after the page loads and never waited for again), and the requests
 * that change data, so that a step can tell whether anything was saved.
 */
export class RequestsInFlight {
  private open = 0;
  private lastChange = Date.now();
  private writes = 0;
  private readonly paths: string[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      this.changed(+1);
      if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method())) this.writes++;
      else if (request.method() === 'GET') this.paths.push(new URL(request.url()).pathname);
    });
    page.on('requestfinished', () => this.changed(-1));
    page.on('requestfailed', () => this.changed(-1));
  }

  /**
   * Resolves once no request has been open for a short quiet spell (a click's request starts a
   * moment after the click), or after five seconds: polling pages are never silent for long.
   */
  async quiet(): Promise<void> {
    const giveUp = Date.now() + LONGEST_WAIT_MS;
    while (Date.now() < giveUp) {
      if (this.open <= 0 && Date.now() - this.lastChange >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** How many GET requests the page has sent to this path. */
  readsOf(path: string): number {
    return this.paths.filter((asked) => asked === path).length;
  }

  /** How many requests that change data (not GET, HEAD or OPTIONS) the page has sent so far. */
  get writesSent(): number {
    return this.writes;
  }

  private changed(by: number): void {
    this.open += by;
    this.lastChange = Date.now();
  }
}
