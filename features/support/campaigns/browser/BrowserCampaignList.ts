import type { Page } from 'playwright-core';
import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import type { CampaignListAbility, CampaignRowSeen } from '../abilities';
import { afterListAnswer, goTo, moveInDialog, rowMenu, tableIdle } from './page-helpers';

/** /campaigns in Chromium. */
export class BrowserCampaignList implements CampaignListAbility {
  constructor(private readonly driver: BrowseTheApp) {}

  private get page(): Page {
    return this.driver.page;
  }

  async openCampaigns(address = '/campaigns') {
    await goTo(this.page, address);
    await this.listShown();
  }

  private emptyTitle() {
    return this.page.getByRole('heading', { level: 2, name: /^No campaigns/ });
  }

  async listShown() {
    await this.page.getByRole('searchbox', { name: 'Search campaigns' }).waitFor();
    await this.page.locator('table[aria-busy="false"]').or(this.emptyTitle()).first().waitFor();
  }

  async campaignTotal() {
    await tableIdle(this.page);
    const text = await this.page.locator('h1 + span').first().innerText();
    return Number.parseInt(text, 10);
  }

  async campaignRows(): Promise<CampaignRowSeen[]> {
    await tableIdle(this.page);
    const seen: CampaignRowSeen[] = [];
    for (const row of await this.page.getByRole('table').locator('tbody tr').all()) {
      const cells = await row.locator('td').allInnerTexts();
      seen.push({
        name: (cells[0] ?? '').replace(/\s*Open .*$/s, '').trim(),
        badge: (cells[1] ?? '').trim(),
        folder: (cells[3] ?? '').trim(),
        pinned: (await row.getByRole('img', { name: 'Pinned' }).count()) > 0,
      });
    }
    return seen;
  }

  async pageButtons() {
    await tableIdle(this.page);
    const labels = await this.page
      .getByRole('navigation', { name: 'Campaigns pages' })
      .getByRole('button', { name: /^Page \d+$/ })
      .allInnerTexts();
    return labels.map(Number);
  }

  async currentPage() {
    await tableIdle(this.page);
    return Number(await this.page.locator('[aria-current="page"]').last().innerText());
  }

  async goToPage(page: number) {
    await afterListAnswer(this.page, () =>
      this.page.getByRole('button', { name: `Page ${page}`, exact: true }).click(),
    );
  }

  async sortBy(column: string) {
    await afterListAnswer(this.page, () =>
      this.page.getByRole('button', { name: column, exact: true }).click(),
    );
  }

  async showPerPage(size: number) {
    await afterListAnswer(this.page, () =>
      this.page.getByRole('combobox', { name: 'Rows per page' }).selectOption(String(size)),
    );
  }

  async searchCampaigns(text: string) {
    await afterListAnswer(this.page, () =>
      this.page.getByRole('searchbox', { name: 'Search campaigns' }).fill(text),
    );
  }

  async pinCampaign(name: string) {
    await afterListAnswer(this.page, () => rowMenu(this.page, name, 'Pin'));
  }

  async deleteCampaign(name: string) {
    await rowMenu(this.page, name, 'Delete');
    const dialog = this.page.getByRole('alertdialog');
    const question = (await dialog.getByText(/^Are you sure/).innerText()).trim();
    await afterListAnswer(this.page, () => dialog.getByRole('button', { name: 'Delete' }).click());
    return question;
  }

  async successMessage() {
    const status = this.page.getByRole('status').filter({ hasText: /created|Successfully/ });
    return (await status.count()) ? (await status.first().innerText()).trim() : null;
  }

  async emptyTexts(): Promise<string[]> {
    const title = this.emptyTitle();
    await title.waitFor();
    const hint = title.locator('xpath=following-sibling::*[1]');
    return [
      (await title.innerText()).trim(),
      ...((await hint.count()) ? [(await hint.innerText()).trim()] : []),
    ];
  }

  async renameCampaign(from: string, to: string) {
    await this.page.getByRole('button', { name: `Rename ${from}` }).click();
    const field = this.page.getByRole('textbox', { name: `New name for ${from}` });
    await field.fill(to);
    await field.press('Enter');
    await this.page.getByRole('button', { name: `Rename ${to.trim() || from}` }).waitFor();
  }

  async moveCampaigns(names: string[] | null, folder: string) {
    if (names === null) await this.page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    else
      for (const name of names)
        await this.page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
    await this.page.getByRole('button', { name: 'Move to folder' }).click();
    // A move reads the page again (maybe empty now); a refused one keeps the dialog open.
    const reread = this.page.waitForRequest(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/v2/campaigns',
    );
    await moveInDialog(this.page, folder);
    if (await this.page.getByRole('dialog').count()) return;
    await (await reread).response();
    await this.listShown();
  }

  async moveOutcome() {
    const said = this.page
      .getByRole('status')
      .filter({ hasText: /^Moved |^Already in / })
      .or(this.page.getByRole('dialog').getByRole('alert'));
    return (await said.count()) ? (await said.first().innerText()).trim() : null;
  }

  async breadcrumb() {
    const nav = this.page.getByRole('navigation', { name: 'Breadcrumb' });
    return (await nav.count()) ? (await nav.getByRole('link').first().innerText()).trim() : null;
  }
}
