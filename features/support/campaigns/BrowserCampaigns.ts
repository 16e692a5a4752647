import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { fixturePath } from '../chat/fixtures';
import type { CampaignRowSeen, CampaignsAbility } from './CampaignsAbility';

const notInBrowser = (what: string) => new Error(`${what} is checked on the view models only`);

/** The campaign screens in Chromium, through roles and labels a user (or a screen reader) would use. */
export class BrowserCampaigns implements CampaignsAbility {
  constructor(private readonly driver: BrowseTheApp) {}

  private get page(): Page {
    return this.driver.page;
  }

  private table(): Locator {
    return this.page.getByRole('table');
  }

  private async idle(): Promise<void> {
    await this.page.locator('table[aria-busy="false"]').first().waitFor();
  }

  private async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.page.url()).toString());
  }

  private async firstCells(): Promise<string[]> {
    await this.idle();
    return (await this.table().locator('tbody tr td:first-child').allInnerTexts()).map((text) =>
      text
        .replace(/^Pinned\s*/, '')
        .replace(/\s*Open .*$/s, '')
        .replace('📌', '')
        .trim(),
    );
  }

  async openFolders() {
    await this.goto('/folders');
    await this.idle();
  }

  async folderNames() {
    return this.firstCells();
  }

  async pinnedFolderNames() {
    await this.idle();
    const rows = this.table()
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('img', { name: 'Pinned' }) });
    return (await rows.locator('td:first-child').allInnerTexts()).map((text) =>
      text.replace('📌', '').trim(),
    );
  }

  async folderCampaignCount(name: string) {
    await this.idle();
    const link = this.page.getByRole('link', { name: new RegExp(`campaigns in ${name}$`) });
    return Number(await link.innerText());
  }

  async addFolder(name: string) {
    await this.page.getByRole('button', { name: 'Add Folder' }).click();
    await this.page.getByRole('textbox', { name: 'New folder name' }).fill(name);
    await this.page.getByRole('button', { name: 'Save folder' }).click();
    await this.page.getByRole('textbox', { name: 'New folder name' }).waitFor({ state: 'detached' });
    await this.idle();
  }

  async renameFolder(from: string, to: string) {
    await this.page.getByRole('button', { name: `Rename ${from}` }).click();
    const field = this.page.getByRole('textbox', { name: `New name for ${from}` });
    await field.fill(to);
    await field.press('Enter');
    await this.page.getByRole('button', { name: `Rename ${to.trim() || from}` }).waitFor();
  }

  private async menu(name: string, item: string) {
    await this.page.getByRole('button', { name: `Actions for ${name}` }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async pinFolder(name: string) {
    await this.menu(name, 'Pin');
    await this.page.waitForTimeout(300);
    await this.idle();
  }

  async deleteFolder(name: string) {
    await this.menu(name, 'Delete');
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await this.page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await this.page.waitForTimeout(300);
    await this.idle();
  }

  async searchFolders(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search folders' }).fill(text);
    await this.page.waitForTimeout(600);
    await this.idle();
  }

  async foldersMessage() {
    const alert = this.page.getByRole('alert');
    return (await alert.count()) ? (await alert.first().innerText()).trim() : null;
  }

  async openCampaigns(address = '/campaigns') {
    await this.goto(address);
    await this.idle();
  }

  async campaignTotal() {
    await this.idle();
    const text = await this.page.locator('h1 + span').first().innerText();
    return Number.parseInt(text, 10);
  }

  async campaignRows(): Promise<CampaignRowSeen[]> {
    await this.idle();
    const rows = await this.table().locator('tbody tr').all();
    const seen: CampaignRowSeen[] = [];
    for (const row of rows) {
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
    await this.idle();
    const labels = await this.page
      .getByRole('navigation', { name: 'Campaigns pages' })
      .getByRole('button', { name: /^Page \d+$/ })
      .allInnerTexts();
    return labels.map(Number);
  }

  async currentPage() {
    await this.idle();
    return Number(await this.page.locator('[aria-current="page"]').last().innerText());
  }

  async goToPage(page: number) {
    await this.page.getByRole('button', { name: `Page ${page}`, exact: true }).click();
    await this.page.waitForURL((url) => (url.searchParams.get('page') ?? '1') === String(page));
    await this.idle();
  }

  async sortBy(column: string) {
    await this.page.getByRole('button', { name: column, exact: true }).click();
    await this.page.waitForTimeout(300);
    await this.idle();
  }

  async showPerPage(size: number) {
    await this.page.getByRole('combobox', { name: 'Rows per page' }).selectOption(String(size));
    await this.page.waitForTimeout(300);
    await this.idle();
  }

  async searchCampaigns(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search campaigns' }).fill(text);
    await this.page.waitForURL((url) => url.searchParams.get('q') === text);
    await this.page.waitForTimeout(300);
    await this.idle();
  }

  async pinCampaign(name: string) {
    await this.menu(name, 'Pin');
    await this.page.waitForTimeout(300);
    await this.idle();
  }

  async deleteCampaign(name: string) {
    await this.menu(name, 'Delete');
    const dialog = this.page.getByRole('alertdialog');
    const question = (await dialog.getByText(/^Are you sure/).innerText()).trim();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await this.page.waitForTimeout(300);
    await this.idle();
    return question;
  }

  async successMessage() {
    const status = this.page.getByRole('status').filter({ hasText: /created|Successfully/ });
    return (await status.count()) ? (await status.first().innerText()).trim() : null;
  }

  async emptyTexts(): Promise<string[]> {
    throw notInBrowser('The empty list');
  }

  async breadcrumb() {
    const nav = this.page.getByRole('navigation', { name: 'Breadcrumb' });
    return (await nav.count()) ? (await nav.getByRole('link').first().innerText()).trim() : null;
  }

  async openCreation() {
    await this.goto('/campaign/new');
    await this.page.getByRole('heading', { name: 'Create New Campaign' }).waitFor();
    await this.page.getByRole('combobox', { name: 'Folder' }).waitFor();
  }

  async chooseFolder(name: string) {
    await this.page.getByRole('combobox', { name: 'Folder' }).selectOption({ label: name });
  }

  async createFolderInForm(name: string) {
    await this.page.getByRole('button', { name: 'Create new folder' }).click();
    await this.page.getByRole('textbox', { name: 'New folder name' }).fill(name);
    await this.page.getByRole('button', { name: 'Add folder' }).click();
    await this.page.getByRole('textbox', { name: 'New folder name' }).waitFor({ state: 'detached' });
  }

  async typeCampaignName(name: string) {
    await this.page.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  }

  async chooseDestination(label: string) {
    await this.page.getByRole('combobox', { name: 'Destination' }).selectOption({ label });
  }

  async typePlatformId(label: string, value: string) {
    await this.page.getByRole('textbox', { name: label }).fill(value);
  }

  async uploadToForm(fixture: string) {
    await this.page.locator('input[type="file"]').first().setInputFiles(fixturePath(fixture));
    await this.page
      .getByRole('listitem')
      .filter({ hasText: fixture })
      .filter({ hasText: 'Uploaded' })
      .waitFor();
    await this.page.waitForTimeout(500);
  }

  async creationProblem() {
    const hint = this.page.locator('#create-problem');
    return (await hint.count()) ? (await hint.innerText()).trim() : null;
  }

  async createDisabled() {
    return this.page.getByRole('button', { name: 'Create Campaign' }).isDisabled();
  }

  async idFieldsAsked(): Promise<string[]> {
    throw notInBrowser('The id fields');
  }

  async multiChannelOffered() {
    return (await this.page.getByRole('switch', { name: 'Multi-channel' }).count()) > 0;
  }

  async setMultiChannel(on: boolean) {
    const toggle = this.page.getByRole('switch', { name: 'Multi-channel' });
    if (((await toggle.getAttribute('aria-checked')) === 'true') !== on) await toggle.click();
  }

  async multiChannelChoice() {
    const on =
      (await this.page.getByRole('switch', { name: 'Multi-channel' }).getAttribute('aria-checked')) ===
      'true';
    const group = this.page.getByRole('group', { name: 'Destinations' });
    const chosen: string[] = [];
    if (on)
      for (const box of await group.getByRole('checkbox').all())
        if (await box.isChecked()) chosen.push((await box.locator('xpath=..').innerText()).trim());
    return { on, chosen };
  }

  async formFiles() {
    const items = await this.page.getByRole('list', { name: 'Files' }).getByRole('listitem').allInnerTexts();
    return items.map((text) => {
      const [name, size] = text.split('\n').map((part) => part.trim());
      return `${name} ${size}`;
    });
  }

  async submitCreation() {
    await this.page.getByRole('button', { name: 'Create Campaign' }).click();
    await this.page.waitForURL((url) => url.pathname === '/campaigns');
    await this.idle();
  }

  async creationScreenText() {
    return (await this.page.locator('main').innerText()).trim();
  }

  async openCampaignPage(path: string) {
    if (path.startsWith('/')) await this.goto(path);
    else {
      await this.openCampaigns(`/campaigns?q=${encodeURIComponent(path)}`);
      // A click on the row (not on its controls) opens the campaign.
      await this.table().locator('tbody tr').filter({ hasText: path }).first().locator('td').nth(2).click();
      await this.page.waitForURL((url) => /^\/campaigns\/[^/]+$/.test(url.pathname));
    }
    await this.page
      .getByText(/Back to Campaigns/)
      .first()
      .waitFor();
    await this.page.waitForTimeout(500);
  }

  async campaignPageText() {
    return (await this.page.locator('main').innerText()).trim();
  }

  async stages() {
    return this.page
      .getByRole('region', { name: 'Orchestration progress' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  }

  async overall() {
    const text = await this.page
      .getByRole('region', { name: 'Orchestration progress' })
      .locator('strong')
      .innerText();
    return text.replace('Overall progress:', '').trim();
  }

  async platformLinks() {
    return this.page.getByRole('link', { name: /on the platform/ }).count();
  }

  async statusBadge() {
    return (await this.page.locator('header span').first().innerText()).trim();
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

  async acceptedCreatives(): Promise<string> {
    throw notInBrowser('The accepted creatives');
  }

  async creativeTypes(): Promise<string[]> {
    throw notInBrowser('The creative types');
  }

  async startDisabled(): Promise<boolean> {
    return this.page.getByRole('button', { name: 'Start Orchestration' }).isDisabled();
  }

  async activityTypes() {
    const region = this.page.getByRole('region', { name: 'Activity' });
    return region
      .locator('li')
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('div span:nth-child(2)')?.textContent ?? ''),
      );
  }

  async readOnly() {
    return (await this.page.getByText('You can view this campaign but not change it.').count()) > 0;
  }

  async pass(ms: number) {
    await this.page.waitForTimeout(ms);
  }
}
