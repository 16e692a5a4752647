import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type { ReportedRun } from './orchestration-words';

// Scripts as text: tsx names the functions it compiles with a helper the page does not have.
const RECORD_NOTIFICATIONS = `(() => {
  const shown = [];
  const Real = window.Notification;
  window.sidekickNotificationsShown = shown;
  window.Notification = new Proxy(Real, {
    construct: (target, args) => {
      shown.push(args[0]);
      return Reflect.construct(target, args);
    },
    get: (target, property) => {
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
})()`;

const HIDE_THE_PAGE = `(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  document.dispatchEvent(new Event('visibilitychange'));
})()`;

/** The orchestration screens' thin driver in Chromium: the run panels, and the run answers held in the page. */
export class BrowserOrchestration {
  private reported: ReportedRun | null = null;
  private stopFails = false;
  private intercepting = false;

  constructor(readonly app: BrowseTheApp) {}

  get page(): Page {
    return this.app.page;
  }

  /** The run panels of the open chat, top to bottom. */
  get panels(): Locator {
    return this.page.getByTestId('run-progress');
  }

  /** From now on the page hears every run's status as this (and stops fail when `stopFails`). */
  async report(run: ReportedRun | null, stopFails: boolean): Promise<void> {
    this.reported = run;
    this.stopFails = stopFails;
    if (this.intercepting) return;
    this.intercepting = true;
    await this.page.route(/\/(fast-track|salesforce-orchestration)-status/, async (route) => {
      if (!this.reported) return route.fallback();
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(this.reported) });
    });
    await this.page.route(/\/stop-(fast-track|salesforce-orchestration)/, async (route) => {
      if (!this.stopFails) return route.fallback();
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Stop failed"}' });
    });
  }

  /**
   * Grants the notifications permission and, since Chromium shows nothing a scenario can read,
   * puts a recorder in front of the page's Notification API: the app's adapter takes it when its
   * code loads (with the first run seen), so this comes before.
   */
  async allowNotifications(): Promise<void> {
    await this.page.context().grantPermissions(['notifications'], { origin: this.app.origin });
    await this.page.evaluate(RECORD_NOTIFICATIONS);
  }

  /** What a switch to another tab does to the page: it is hidden, and told so. */
  async hideThePage(): Promise<void> {
    await this.page.evaluate(HIDE_THE_PAGE);
  }

  /** The titles of the system notifications the page showed since they were allowed. */
  notificationsShown(): Promise<string[]> {
    return this.page.evaluate(
      () => (window as unknown as { sidekickNotificationsShown?: string[] }).sidekickNotificationsShown ?? [],
    );
  }

  dispose(): void {}
}
