import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { fileItem, sectionToggle, tabOf } from './briefcase-locators';
import type { BriefcaseSectionName, BriefcaseTabName, FileMenu, FileRef } from './briefcase-words';

/**
 * The briefcase's thin driver in Chromium: the panel's roles and names (BriefcasePanel) in the
 * chat workspace, and how a user brings a file into view.
 */
export class BrowserBriefcase {
  /** Where the file last renamed sat among the files shown. */
  lastRenamedAt: number | null = null;
  lastOpened: string | null = null;

  constructor(readonly app: BrowseTheApp) {}

  get page(): Page {
    return this.app.page;
  }

  get panel(): Locator {
    return this.page.getByRole('complementary', { name: 'Briefcase' });
  }

  get search(): Locator {
    return this.panel.getByRole('searchbox', { name: 'Search files' });
  }

  /** After a reload the briefcase is closed again: a user opens it to look. */
  async panelShown(): Promise<void> {
    if ((await this.panel.count()) > 0) return;
    await this.page.getByRole('button', { name: 'Show briefcase' }).click();
    await this.panel.waitFor();
  }

  async showTab(tab: BriefcaseTabName): Promise<void> {
    await this.panelShown();
    const trigger = tabOf(this.panel, tab);
    if ((await trigger.getAttribute('aria-selected')) !== 'true') await trigger.click();
  }

  /** The names of the files the briefcase shows, top to bottom. */
  shownNames(): Promise<string[]> {
    return this.panel
      .getByRole('article')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  }

  /** The files a Workflow section lists, or null when the section is collapsed. */
  async sectionFiles(section: BriefcaseSectionName): Promise<string[] | null> {
    return this.sectionAttributes(section, 'aria-label');
  }

  /** The actions that produced the files of an open Workflow section (its files' data-action). */
  async sectionActions(section: BriefcaseSectionName): Promise<string[] | null> {
    return this.sectionAttributes(section, 'data-action');
  }

  private async sectionAttributes(
    section: BriefcaseSectionName,
    attribute: string,
  ): Promise<string[] | null> {
    await this.showTab('Workflow');
    const header = sectionToggle(this.panel, section);
    if ((await header.getAttribute('aria-expanded')) !== 'true') return null;
    // Rows are siblings in list order: the section's files follow its header up to the next one.
    return header.evaluate((button, name) => {
      const values: string[] = [];
      let row = button.closest('[data-index]')?.nextElementSibling ?? null;
      while (row && !row.querySelector('h3')) {
        const value = row.querySelector('article')?.getAttribute(name);
        if (value) values.push(value);
        row = row.nextElementSibling;
      }
      return values;
    }, attribute);
  }

  /** The name the file has now. */
  async nameOf(ref: FileRef): Promise<string> {
    if ('name' in ref) return ref.name;
    const first = (await this.sectionFiles(ref.firstIn))?.[0];
    if (!first) throw new Error(`No file in ${ref.firstIn}`);
    return first;
  }

  /** The file's item; a user looks in the other tab when the file is not in the one showing. */
  async reveal(ref: FileRef | string): Promise<Locator> {
    const name = typeof ref === 'string' ? ref : await this.nameOf(ref);
    await this.panelShown();
    const item = fileItem(this.panel, name);
    if ((await item.count()) === 0) {
      const showing = (await tabOf(this.panel, 'Workflow').getAttribute('aria-selected')) === 'true';
      await this.showTab(showing ? 'Uploaded' : 'Workflow');
    }
    return item;
  }

  /** One of the file's menus, open. */
  async openMenu(ref: FileRef, menu: FileMenu): Promise<Locator> {
    const name = await this.nameOf(ref);
    const item = await this.reveal(name);
    if (menu === 'context') await item.click({ button: 'right' });
    else await item.getByRole('button', { name: `More actions for ${name}` }).click();
    const opened = this.page.getByRole('menu');
    await opened.waitFor();
    return opened;
  }

  /** The items of one of a file's menus, read and closed again. */
  async menuItems(ref: FileRef, menu: FileMenu): Promise<string[]> {
    const opened = await this.openMenu(ref, menu);
    const items = await opened.getByRole('menuitem').allTextContents();
    await this.page.keyboard.press('Escape');
    return items;
  }

  /** The open chat's id, from the address. */
  openChatId(): string {
    const chatId = new URL(this.page.url()).searchParams.get('chat');
    if (!chatId) throw new Error('No chat is open');
    return chatId;
  }
}
