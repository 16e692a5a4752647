import type { Page } from 'playwright-core';
import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import type { FoldersAbility } from '../abilities';
import { afterListAnswer, firstCells, goTo, rowMenu, tableIdle } from './page-helpers';

/** /folders in Chromium, through roles and labels a user (or a screen reader) would use. */
export class BrowserFolders implements FoldersAbility {
  constructor(private readonly driver: BrowseTheApp) {}

  private get page(): Page {
    return this.driver.page;
  }

  async openFolders() {
    await goTo(this.page, '/folders');
    await tableIdle(this.page);
  }

  folderNames() {
    return firstCells(this.page);
  }

  async pinnedFolderNames() {
    await tableIdle(this.page);
    const rows = this.page
      .getByRole('table')
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('img', { name: 'Pinned' }) });
    return (await rows.locator('td:first-child').allInnerTexts()).map((text) =>
      text.replace('📌', '').trim(),
    );
  }

  async folderCampaignCount(name: string) {
    await tableIdle(this.page);
    return Number(await this.countLink(name).innerText());
  }

  private countLink(name: string) {
    return this.page.getByRole('link', { name: new RegExp(`campaigns in ${escapeRegExp(name)}$`) });
  }

  async addFolder(name: string) {
    await this.page.getByRole('button', { name: 'Add Folder' }).click();
    await this.page.getByRole('textbox', { name: 'New folder name' }).fill(name);
    await afterListAnswer(this.page, () => this.page.getByRole('button', { name: 'Save folder' }).click());
  }

  async renameFolder(from: string, to: string) {
    await this.page.getByRole('button', { name: `Rename ${from}` }).click();
    const field = this.page.getByRole('textbox', { name: `New name for ${from}` });
    await field.fill(to);
    await field.press('Enter');
    await this.page.getByRole('button', { name: `Rename ${to.trim() || from}` }).waitFor();
  }

  async pinFolder(name: string) {
    await afterListAnswer(this.page, () => rowMenu(this.page, name, 'Pin'));
  }

  async deleteFolder(name: string) {
    await rowMenu(this.page, name, 'Delete');
    const dialog = this.page.getByRole('alertdialog');
    // Deleted: the list loads again; refused: the page says why. Whichever comes first.
    const quiet = () => undefined;
    const outcome = Promise.race([
      afterListAnswer(this.page, () => Promise.resolve()).catch(quiet),
      this.page.getByRole('alert').waitFor().catch(quiet),
    ]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await outcome;
  }

  async searchFolders(text: string) {
    await afterListAnswer(this.page, () =>
      this.page.getByRole('searchbox', { name: 'Search folders' }).fill(text),
    );
  }

  async foldersMessage() {
    const alert = this.page.getByRole('alert');
    return (await alert.count()) ? (await alert.first().innerText()).trim() : null;
  }

  async openCampaignsOf(name: string) {
    await this.countLink(name).click();
    await this.page.waitForURL((url) => url.pathname === '/campaigns');
  }

  private moveLink() {
    return this.page.getByRole('link', { name: /^Move the campaigns of / });
  }

  async moveOffer() {
    const link = this.moveLink();
    return (await link.count()) ? (await link.innerText()).trim() : null;
  }

  async followMoveOffer() {
    await this.moveLink().click();
    await this.page.waitForURL((url) => url.pathname === '/campaigns');
  }

  async rowMenuOffset(name: string) {
    // Measured before opening: an open menu hides the rest of the page from the accessibility tree.
    const trigger = await this.page.getByRole('button', { name: `Actions for ${name}` }).boundingBox();
    await this.page.getByRole('button', { name: `Actions for ${name}` }).click();
    const menu = this.page.getByRole('menu');
    await menu.waitFor();
    // Radix places the menu once it has measured it: read after the next two frames.
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const opened = await menu.boundingBox();
    await this.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    if (!trigger || !opened) throw new Error('The row menu is not on screen');
    const below = opened.y - (trigger.y + trigger.height);
    const above = trigger.y - (opened.y + opened.height);
    return Math.round(below >= 0 ? below : above);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
