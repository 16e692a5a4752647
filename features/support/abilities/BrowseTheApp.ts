import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './chromium';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The ability to use Sidekick in Debian Chromium: the production build against the mock server
 * (`npm start`'s servers), in a fresh browser context (cookies, storage) per scenario.
 */
export class BrowseTheApp {
  private constructor(
    private readonly context: BrowserContext,
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  static async at(baseUrl: string): Promise<BrowseTheApp> {
    const context = await (await launchBrowser()).newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return new BrowseTheApp(context, page, baseUrl);
  }

  /** Opens a path as if typed into the address bar (a fresh page load). */
  async open(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.baseUrl).toString());
    await this.settled();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.settled();
    if ((await this.currentPath()) !== '/login') await this.workspaceReady();
  }

  async currentPath(): Promise<string> {
    return new URL(this.page.url()).pathname;
  }

  /** The signed-in frame is drawn and has its accounts (the sidebar stops being busy). */
  async workspaceReady(): Promise<void> {
    await this.page.locator('aside[aria-label="Sidebar"][aria-busy="false"]').waitFor();
    await this.settled();
  }

  /** Lets real time pass: the page's own timers run. */
  async wait(ms: number): Promise<void> {
    await this.page.waitForTimeout(ms);
  }

  /** Runs axe-core on the current page; answers the serious and critical violations. */
  async accessibilityViolations(): Promise<string[]> {
    await this.page.evaluate(axeSource);
    const result = await this.page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time.
      const axe = (window as any).axe;
      const run = await axe.run(document, { resultTypes: ['violations'] });
      return run.violations
        .filter((v: { impact?: string }) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v: { id: string; help: string; nodes: unknown[] }) =>
            `${v.id}: ${v.help} (${v.nodes.length} nodes)`,
        );
    });
    return result as string[];
  }

  async dispose(): Promise<void> {
    await this.context.close();
  }

  async settled(): Promise<void> {
    await this.page.waitForLoadState('networkidle');
  }
}
