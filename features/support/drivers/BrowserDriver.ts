import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { SidekickDriver } from './SidekickDriver';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let sharedBrowser: Promise<Browser> | null = null;

/** One Chromium for the whole run; a fresh context (cookies, storage) per scenario. */
export function launchBrowser(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return sharedBrowser;
}

export async function closeBrowser(): Promise<void> {
  if (sharedBrowser) await (await sharedBrowser).close();
  sharedBrowser = null;
}

/**
 * Drives the production build in Debian Chromium against the mock server (`npm start`'s servers).
 * A scenario fails when the page logged a console error or left an error uncaught (an unhandled
 * rejection included). Chromium's own "Failed to load resource" lines are not the app's: they
 * report a server's answer, which fault-mode scenarios cause on purpose.
 */
export class BrowserDriver implements SidekickDriver {
  private readonly pageErrors: string[] = [];

  private constructor(
    private readonly context: BrowserContext,
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        this.pageErrors.push(`console.error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => this.pageErrors.push(`uncaught: ${error.message}`));
  }

  static async create(baseUrl: string): Promise<BrowserDriver> {
    const context = await (await launchBrowser()).newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return new BrowserDriver(context, page, baseUrl);
  }

  async open(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.baseUrl).toString());
    await this.settled();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.settled();
    if (new URL(this.page.url()).pathname !== '/login') await this.workspaceReady();
  }

  async signInAs(displayName: string): Promise<void> {
    await this.open('/login');
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await this.page.getByRole('button', { name: `Sign in as ${displayName}` }).click();
    await this.page.waitForURL((url) => url.pathname !== '/login');
    await this.workspaceReady();
  }

  /** The signed-in frame is drawn and has its accounts (the sidebar stops being busy). */
  private async workspaceReady(): Promise<void> {
    await this.page.locator('aside[aria-label="Sidebar"][aria-busy="false"]').waitFor();
    await this.settled();
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: 'Logout' }).click();
    await this.page.waitForURL('**/login');
  }

  async currentPath(): Promise<string> {
    return new URL(this.page.url()).pathname;
  }

  async greeting(): Promise<string> {
    return (await this.page.getByRole('heading', { level: 2, name: /'s Sidekick$/ }).textContent()) ?? '';
  }

  async hasSidebarLink(name: string): Promise<boolean> {
    const nav = this.page.getByRole('navigation', { name: 'Main' });
    return (await nav.getByRole(name === 'Logout' ? 'button' : 'link', { name, exact: true }).count()) > 0;
  }

  async accountChoices(): Promise<string[]> {
    const select = this.page.getByLabel('Account', { exact: true });
    if ((await select.count()) === 0) return [];
    const options = await select.locator('option').allTextContents();
    return options.filter((o) => o !== 'Select an account');
  }

  async selectAccount(name: string): Promise<void> {
    await this.page.getByLabel('Account', { exact: true }).selectOption({ label: name });
  }

  async selectedAccount(): Promise<string | null> {
    const select = this.page.getByLabel('Account', { exact: true });
    if ((await select.count()) === 0) return null;
    const label = await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');
    return label && label !== 'Select an account' ? label : null;
  }

  async expireStoredSession(): Promise<void> {
    await this.page.evaluate(() => {
      const raw = localStorage.getItem('agentUserData');
      if (!raw) return;
      localStorage.setItem(
        'agentUserData',
        JSON.stringify({ ...JSON.parse(raw), expiresAt: Date.now() - 1000 }),
      );
    });
  }

  async wait(ms: number): Promise<void> {
    await this.page.waitForTimeout(ms);
  }

  async contextNotice(): Promise<string | null> {
    const alert = this.page.locator('main[id="main"] [role="alert"]');
    return (await alert.count()) > 0 ? await alert.first().textContent() : null;
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
    if (this.pageErrors.length > 0) {
      throw new Error(`The page logged ${this.pageErrors.length} error(s):\n${this.pageErrors.join('\n')}`);
    }
  }

  private async settled(): Promise<void> {
    await this.page.waitForLoadState('networkidle');
  }
}
