import type { Page } from 'playwright-core';
import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import { fixturePath } from '../../chat/fixtures';
import type { CampaignCreationAbility, CampaignListAbility } from '../abilities';
import { goTo } from './page-helpers';

const ID_FIELD = /ID$/;

/** "Create New Campaign" in Chromium. */
export class BrowserCampaignCreation implements CampaignCreationAbility {
  constructor(
    private readonly driver: BrowseTheApp,
    private readonly list: CampaignListAbility,
  ) {}

  private get page(): Page {
    return this.driver.page;
  }

  async openCreation() {
    await goTo(this.page, '/campaign/new');
    await this.page.getByRole('heading', { name: 'Create New Campaign' }).waitFor();
    // The form with its options loaded (folders and the multi-channels setting come together),
    // or the reason there is none.
    const folders = this.page.getByRole('combobox', { name: 'Folder' });
    await folders
      .or(this.page.getByText(/do not have permission|select an account/))
      .first()
      .waitFor();
    if (await folders.count()) await folders.locator('option').nth(1).waitFor({ state: 'attached' });
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

  async uploadToForm(...fixtures: string[]) {
    const analysed = this.page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/orchestration/analyze-files'),
    );
    await this.page
      .locator('input[type="file"]')
      .first()
      .setInputFiles(fixtures.map((fixture) => fixturePath(fixture)));
    for (const fixture of fixtures)
      await this.page
        .getByRole('listitem')
        .filter({ hasText: fixture })
        .filter({ hasText: 'Uploaded' })
        .waitFor();
    await analysed;
    await this.page.getByText(/^Recommended workflow:/).waitFor();
  }

  async creationProblem() {
    const hint = this.page.locator('#create-problem');
    return (await hint.count()) ? (await hint.innerText()).trim() : null;
  }

  createDisabled() {
    return this.page.getByRole('button', { name: 'Create Campaign' }).isDisabled();
  }

  async idFieldsAsked() {
    const labels = await this.page.locator('form label').allInnerTexts();
    return labels.map((label) => label.trim()).filter((label) => ID_FIELD.test(label));
  }

  async multiChannelOffered() {
    return (await this.page.getByRole('switch', { name: 'Multi-channel' }).count()) > 0;
  }

  async setMultiChannel(on: boolean) {
    const toggle = this.page.getByRole('switch', { name: 'Multi-channel' });
    if (((await toggle.getAttribute('aria-checked')) === 'true') !== on) await toggle.click();
    await this.page.locator(`[role="switch"][aria-checked="${on}"]`).waitFor();
  }

  async multiChannelChoice() {
    const toggle = this.page.getByRole('switch', { name: 'Multi-channel' });
    const on = (await toggle.getAttribute('aria-checked')) === 'true';
    const chosen: string[] = [];
    if (on)
      for (const box of await this.page
        .getByRole('group', { name: 'Destinations' })
        .getByRole('checkbox')
        .all())
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
    await this.list.listShown();
  }

  async creationScreenText() {
    return (await this.page.locator('main').innerText()).trim();
  }

  async analysisShown() {
    const shown = this.page.getByRole('status').filter({ hasText: /^Recommended workflow/ });
    return (await shown.count()) ? (await shown.first().innerText()).trim() : null;
  }
}
