import type { Download, Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import { fixturePath } from '../../chat/fixtures';
import type { CampaignListAbility, CampaignPageAbility } from '../abilities';
import { goTo, moveInDialog } from './page-helpers';

const READ_EVERY_MS = 200;

/** /campaigns/{id} in Chromium. */
export class BrowserCampaignPage implements CampaignPageAbility {
  constructor(
    private readonly driver: BrowseTheApp,
    private readonly list: CampaignListAbility,
  ) {}

  private get page(): Page {
    return this.driver.page;
  }

  private progress(): Locator {
    return this.page.getByRole('region', { name: 'Orchestration progress' });
  }

  async openCampaignPage(pathOrName: string) {
    if (pathOrName.startsWith('/')) await goTo(this.page, pathOrName);
    else {
      await this.list.openCampaigns(`/campaigns?q=${encodeURIComponent(pathOrName)}`);
      // A click on the row (not on its controls) opens the campaign.
      await this.page
        .getByRole('table')
        .locator('tbody tr')
        .filter({ hasText: pathOrName })
        .first()
        .locator('td')
        .nth(2)
        .click();
      await this.page.waitForURL((url) => /^\/campaigns\/[^/]+$/.test(url.pathname));
    }
    // The campaign with its activity, or the panel saying why not.
    await this.page
      .getByRole('region', { name: 'Activity' })
      .or(this.page.getByRole('alert').filter({ has: this.page.getByRole('heading') }))
      .first()
      .waitFor();
  }

  async campaignPageText() {
    return (await this.page.locator('main').innerText()).trim();
  }

  stages() {
    return this.progress()
      .locator('ol > li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  }

  async subTasks() {
    const items = await this.page.getByRole('list', { name: 'Sub-tasks' }).getByRole('listitem').all();
    const seen: string[] = [];
    for (const item of items) {
      const [label, state] = await item.locator('span').allInnerTexts();
      seen.push(`${label?.trim()}: ${state?.trim()}`);
    }
    return seen;
  }

  async overall() {
    if (!(await this.progress().count())) return '';
    const text = await this.progress().locator('strong').innerText();
    return text.replace('Overall progress:', '').trim();
  }

  platformLinks() {
    return this.page.getByRole('link', { name: /on the platform/ }).count();
  }

  async statusBadge() {
    return (await this.page.locator('header span').first().innerText()).trim();
  }

  async downloadSdfFiles() {
    const saved: string[] = [];
    const onDownload = (download: Download) => saved.push(download.suggestedFilename());
    const button = this.page.getByRole('button', { name: /^Download SDF files/ });
    const count = Number(/\((\d+)\)/.exec((await button.textContent()) ?? '')?.[1] ?? 0);
    this.page.on('download', onDownload);
    try {
      await button.click();
      // Every file arrives as a download (none is a pop-up the browser could block), then the
      // campaign is ready to launch and the button goes.
      for (let waited = 0; saved.length < count && waited < 20_000; waited += 100)
        await this.page.waitForTimeout(100);
      await button.waitFor({ state: 'detached' }).catch(() => undefined);
    } finally {
      this.page.off('download', onDownload);
    }
    return saved;
  }

  async stopRun() {
    await this.page.getByRole('button', { name: 'Stop' }).click();
    await this.page.getByRole('button', { name: 'Stop' }).waitFor({ state: 'detached' });
  }

  async uploadCreatives(fixture: string) {
    await this.page.getByLabel(/^Creative files/).setInputFiles(fixturePath(fixture));
    await this.creativesButton().click();
    await this.page.getByRole('region', { name: 'Activity' }).getByText('upload-creatives').first().waitFor();
  }

  private creativesButton(): Locator {
    return this.page
      .getByRole('region', { name: 'Creatives' })
      .getByRole('button', { name: /^(Upload creatives|Upload more|Retry upload)$/ });
  }

  async creativeButton() {
    return (await this.creativesButton().innerText()).trim();
  }

  async assignmentRemaining() {
    const timer = this.page.getByRole('timer');
    return (await timer.count()) ? (await timer.innerText()).trim() : null;
  }

  async acceptedCreatives() {
    const accept = await this.page.getByLabel(/^Creative files/).getAttribute('accept');
    return (accept ?? '').split(',').join(', ');
  }

  async creativeTypes() {
    const select = this.page.getByRole('combobox', { name: 'Creative type' });
    return (await select.count())
      ? (await select.locator('option').allInnerTexts()).map((text) => text.trim())
      : [];
  }

  startDisabled() {
    return this.page.getByRole('button', { name: 'Start Orchestration' }).isDisabled();
  }

  activityTypes() {
    return this.page
      .getByRole('region', { name: 'Activity' })
      .locator('li')
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('div span:nth-child(2)')?.textContent ?? ''),
      );
  }

  async readOnly() {
    return (await this.page.getByText('You can view this campaign but not change it.').count()) > 0;
  }

  async moveTo(folder: string) {
    await this.page.getByRole('button', { name: 'Move to folder' }).click();
    await moveInDialog(this.page, folder);
  }

  async checkRunAgain() {
    await this.page.getByRole('button', { name: 'Check again' }).click();
  }

  async eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms: number): Promise<T> {
    const until = Date.now() + ms;
    let value = await read();
    while (!ok(value) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
      value = await read();
    }
    return value;
  }
}
