import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type { CampaignWorkAbility, WorkResultSeen } from './CampaignWorkAbility';

const RUN_ACTIONS = ['fast-track', 'fast-track-shell', 'salesforce-orchestration'];
/** Runs end within a minute at the browser scenarios' simulation speed. */
const RUN_TIMEOUT_MS = 90_000;
const VIEW_TIMEOUT_MS = 15_000;

/** The work on a campaign in Chromium: what the message list and the result viewer show. */
export class BrowserCampaignWork implements CampaignWorkAbility {
  constructor(private readonly driver: BrowseTheApp) {}

  private get page(): Page {
    return this.driver.page;
  }

  async finishRuns(): Promise<void> {
    // Every run's message ends with its result (the chat reads it again once its panel says the run
    // completed), or with its panel saying it failed or was stopped.
    await this.page.waitForFunction(
      (actions) =>
        [...document.querySelectorAll('[data-testid="chat-message"]')]
          .filter((message) => actions.includes(message.getAttribute('data-action') ?? ''))
          .every(
            (message) =>
              message.hasAttribute('data-has-result') ||
              ['failed', 'stopped'].includes(
                message.querySelector('[data-testid="run-progress"]')?.getAttribute('data-phase') ?? '',
              ),
          ),
      RUN_ACTIONS,
      { timeout: RUN_TIMEOUT_MS },
    );
  }

  async latestResult(): Promise<WorkResultSeen> {
    const message = this.page.locator('[data-testid="chat-message"][data-message-type="bot"]').last();
    await message.waitFor();
    const agent = (await message.getAttribute('data-action')) ?? '';
    if ((await message.getAttribute('data-has-result')) === null)
      return { agent, step: null, view: 'Answer' };
    // The step shows with the result, which loads on demand: read it once the view is there.
    const view = await this.viewTitle(message);
    const step = message.getByTestId('result-step');
    return { agent, step: (await step.count()) > 0 ? await step.textContent() : null, view };
  }

  async screenshotImages(): Promise<string[]> {
    const images = (await this.latestView('Screenshots')).getByRole('img', { name: /^Screenshot: / });
    await images.first().waitFor({ timeout: VIEW_TIMEOUT_MS });
    // An image counts once the browser has drawn it from its link.
    await this.page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('section[aria-label="Screenshots"] img')].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      undefined,
      { timeout: VIEW_TIMEOUT_MS },
    );
    const names = await images.evaluateAll((found) => found.map((image) => image.getAttribute('alt') ?? ''));
    return names.map((name) => name.replace(/^Screenshot: /, ''));
  }

  async impressionReport(): Promise<{ chart: boolean; weeks: number }> {
    const view = await this.latestView('Impression report');
    const chart = view.getByRole('img', { name: /^Delivery against plan/ });
    const weeks = view.getByRole('table', { name: 'Delivery by week' }).locator('tbody tr');
    return { chart: (await chart.count()) > 0, weeks: await weeks.count() };
  }

  async auditFindings(): Promise<string[]> {
    const rows = (await this.latestView('Campaign audit'))
      .getByRole('table', { name: 'Audit findings' })
      .locator('tbody tr');
    return rows.evaluateAll((found) =>
      found.map((row) =>
        [...row.querySelectorAll('td')]
          .slice(0, 2)
          .map((cell) => cell.textContent)
          .join(' '),
      ),
    );
  }

  /** The latest result's specialised view of this title, once it has loaded. */
  private async latestView(title: string): Promise<Locator> {
    const view = this.page
      .locator('[data-testid="chat-message"][data-has-result]')
      .last()
      .locator(`section[aria-label="${title}"]`);
    await view.waitFor({ timeout: VIEW_TIMEOUT_MS });
    return view;
  }

  /** A specialised view says its title in an h3; the key/value table has none. */
  private async viewTitle(message: Locator): Promise<string> {
    const result = message.getByRole('region', { name: 'Result', exact: true });
    await result.waitFor({ timeout: VIEW_TIMEOUT_MS });
    await this.page.waitForFunction(
      () =>
        !document.body.textContent?.includes('Loading…') &&
        !document.body.textContent?.includes('Loading result…'),
      undefined,
      { timeout: VIEW_TIMEOUT_MS },
    );
    const heading = result.locator('h3').first();
    return (await heading.count()) > 0 ? ((await heading.textContent()) ?? 'Result') : 'Result';
  }
}
