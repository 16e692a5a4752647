import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type {
  OrchestrationAbility,
  OrchestrationRowSeen,
  ReportedRun,
  RunSeen,
} from './OrchestrationAbility';

/** The orchestration screens in Chromium against the demo backend. */
/** The status page's read of the orchestrations (spec 2 §7). */
const ORCHESTRATIONS_PATH = '/api/orchestration/status';

export class BrowserOrchestration implements OrchestrationAbility {
  private reported: ReportedRun | null = null;
  private stopFails = false;
  private intercepting = false;
  /** The orchestrations' reads made before the status page opened. */
  private readsBefore = 0;

  constructor(private readonly driver: BrowseTheApp) {}

  private get page(): Page {
    return this.driver.page;
  }

  async runs(): Promise<RunSeen[]> {
    const panels = this.page.getByTestId('run-progress');
    await panels.first().waitFor();
    // Let a status read land: the page reads at once, then every 2 s.
    await this.page.waitForTimeout(500);
    const seen: RunSeen[] = [];
    const ids = new Set<string>();
    for (const panel of await panels.all()) {
      // The same run shown twice (a repeated send answered by the same run) counts once.
      const id = (await panel.getAttribute('data-message-id')) ?? '';
      if (ids.has(id)) continue;
      ids.add(id);
      const bar = panel.getByRole('progressbar').first();
      const steps = await panel.locator('li[data-step]').all();
      const chart = panel.locator('figure');
      seen.push({
        messageId: id,
        percent: Number(await bar.getAttribute('aria-valuenow')),
        steps: await Promise.all(
          steps.map(async (step) => {
            const [label, status] = await step.locator('span').allTextContents();
            return `${label}: ${status}`;
          }),
        ),
        stopOffered: await panel.getByRole('button', { name: 'Stop' }).isVisible(),
        outcome: (await panel.getByTestId('run-outcome').count())
          ? await panel.getByTestId('run-outcome').textContent()
          : null,
        alert: (await panel.getByRole('alert').count()) ? await panel.getByRole('alert').textContent() : null,
        links: await Promise.all(
          (await panel.getByRole('link').all()).map(async (link) => ({
            label: (await link.textContent()) ?? '',
            href: (await link.getAttribute('href')) ?? '',
          })),
        ).then((links) => links.filter((link) => link.label.startsWith('Open '))),
        chartHeight: (await chart.count()) ? Math.round((await chart.boundingBox())?.height ?? 0) : 0,
        collapsed: (await panel.getByRole('button', { name: 'Show steps' }).count()) > 0,
        icons: await shownIcons(panel),
      });
    }
    return seen;
  }

  async stopRun(index: number): Promise<void> {
    await this.page.getByTestId('run-progress').nth(index).getByRole('button', { name: 'Stop' }).click();
    await this.page.waitForTimeout(300);
  }

  async toggleRunSteps(index: number): Promise<void> {
    await this.page
      .getByTestId('run-progress')
      .nth(index)
      .getByRole('button', { name: /steps$/ })
      .click();
  }

  async backendReports(run: ReportedRun | null, options: { stopFails?: boolean } = {}): Promise<void> {
    this.reported = run;
    this.stopFails = options.stopFails ?? false;
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

  async openStatusPage(): Promise<void> {
    this.readsBefore = await this.driver.callsTo(ORCHESTRATIONS_PATH);
    await this.driver.open('/status');
    await this.page.getByRole('heading', { name: 'Session Statistics' }).waitFor();
    await this.page
      .getByText(/Recent Orchestrations|No orchestrations found|Failed to load orchestration status/)
      .first()
      .waitFor();
  }

  async switchAutoRefresh(on: boolean): Promise<void> {
    await this.page.getByRole('checkbox', { name: 'Auto-refresh (10s)' }).setChecked(on);
  }

  async refreshStatusPage(): Promise<void> {
    const read = this.page.waitForResponse(
      (response) => new URL(response.url()).pathname === ORCHESTRATIONS_PATH,
    );
    await this.page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await read;
  }

  async orchestrationReads(): Promise<number> {
    return (await this.driver.callsTo(ORCHESTRATIONS_PATH)) - this.readsBefore;
  }

  async statusPageTexts(): Promise<string> {
    const checkbox = this.page.getByRole('checkbox', { name: 'Auto-refresh (10s)' });
    const text = (await this.page.locator('main').innerText()).replace(/\s+/g, ' ');
    return `${text}\n${(await checkbox.isChecked()) ? 'Auto-refresh (10s) on' : 'Auto-refresh (10s) off'}`;
  }

  async orchestrationRows(): Promise<OrchestrationRowSeen[]> {
    const rows = await this.page
      .getByRole('table', { name: 'Recent Orchestrations (Last 24h)' })
      .locator('tbody tr')
      .all();
    return Promise.all(
      rows.map(async (row) => {
        const cells = await row.locator('td').allInnerTexts();
        const progress = (cells[4] ?? '').replace(/\s+/g, ' ').trim();
        return {
          messageId: (cells[0] ?? '').trim(),
          type: cells[1] ?? '',
          platform: cells[2] ?? '',
          status: cells[3] ?? '',
          progress,
          restarts: cells[6] ?? '',
          stuck: (await row.getByRole('img', { name: 'Stuck for >2 hours' }).count()) > 0,
          parallel: (await row.getByRole('img', { name: 'Parallel processing' }).count()) > 0,
        };
      }),
    );
  }

  async retry(): Promise<void> {
    await this.page.getByRole('button', { name: 'Retry' }).first().click();
    await this.page.waitForTimeout(500);
  }

  dispose(): void {}
}

/** The step ids of the icons drawn in a run's panel: an svg with a size, so a glyph box would not count. */
async function shownIcons(panel: Locator): Promise<string[]> {
  const shown: string[] = [];
  for (const icon of await panel.locator('svg[data-step-icon]').all()) {
    const box = await icon.boundingBox();
    const drawn = await icon.evaluate(
      (svg) => svg.querySelectorAll('path, circle, rect, line, polyline').length,
    );
    if (box && box.width > 0 && box.height > 0 && drawn > 0 && (await icon.isVisible()))
      shown.push((await icon.getAttribute('data-step-icon')) ?? '');
  }
  return shown;
}
