import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type { ReportedRun } from './orchestration-words';

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

  dispose(): void {}
}
