import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { dragSideways } from '../abilities/drag';
import type { StoredFile } from '../abilities/ScenarioSeed';
import { chatLink } from '../chat/sidebar-locators';
import type {
  BriefcaseAbility,
  BriefcaseSectionName,
  BriefcaseTabName,
  FileRef,
  RenameEnding,
} from './BriefcaseAbility';
import { fileItem, sectionToggle, tabOf } from './briefcase-locators';
import { currentMessageText, referencePreviews } from './chat-side';

const SECTIONS: readonly BriefcaseSectionName[] = ['IO', 'Creative', 'Launch Configuration', 'Campaign'];

/**
 * The briefcase in Chromium, through what a user sees: the panel's roles and names
 * (BriefcasePanel) in the chat workspace.
 */
export class BrowserBriefcase implements BriefcaseAbility {
  /** Where the file last renamed sat among the files shown. */
  private lastRenamedAt: number | null = null;
  private lastOpened: string | null = null;

  constructor(private readonly driver: BrowseTheApp) {}

  private get page(): Page {
    return this.driver.page;
  }

  private get panel(): Locator {
    return this.page.getByRole('complementary', { name: 'Briefcase' });
  }

  async openBriefcaseOf(chatSummary: string): Promise<void> {
    // By its exact name: the demo's own chats include "Summer Sale …" beside a scenario's "Summer sale".
    await chatLink(this.page, chatSummary)
      .or(this.page.getByRole('button', { name: chatSummary, exact: true }))
      .first()
      .click();
    await this.page.getByRole('button', { name: 'Show briefcase' }).click();
    await this.panel.waitFor();
  }

  async search(query: string): Promise<void> {
    await this.panel.getByRole('searchbox', { name: 'Search files' }).fill(query);
  }

  async query(): Promise<string> {
    if (!(await this.panel.isVisible())) {
      await this.page.getByRole('button', { name: 'Show briefcase' }).click();
      await this.panel.waitFor();
    }
    return this.panel.getByRole('searchbox', { name: 'Search files' }).inputValue();
  }

  async emit(event: 'closeBriefcase' | 'resetChat'): Promise<void> {
    await this.driver.announce(event);
  }

  async badge(tab: BriefcaseTabName): Promise<number> {
    const text = (await tabOf(this.panel, tab).textContent()) ?? '';
    return Number(/(\d+)\s*$/.exec(text)?.[1] ?? Number.NaN);
  }

  async filesListed(tab: BriefcaseTabName): Promise<string[]> {
    await this.showTab(tab);
    const list = this.panel.getByRole('region', {
      name: tab === 'Workflow' ? 'Generated files' : 'Uploaded files',
    });
    if ((await list.count()) === 0) return [];
    return list
      .getByRole('article')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  }

  async sectionFiles(section: BriefcaseSectionName): Promise<string[] | null> {
    await this.showTab('Workflow');
    const header = sectionToggle(this.panel, section);
    if ((await header.getAttribute('aria-expanded')) !== 'true') return null;
    // Rows are siblings in list order: the section's files follow its header up to the next one.
    return header.evaluate((button) => {
      const names: string[] = [];
      let row = button.closest('[data-index]')?.nextElementSibling ?? null;
      while (row && !row.querySelector('h3')) {
        const label = row.querySelector('article')?.getAttribute('aria-label');
        if (label) names.push(label);
        row = row.nextElementSibling;
      }
      return names;
    });
  }

  /** The page does not name a file's action: with one result in the chat, it is the section counting a file. */
  async sectionOfResult(): Promise<BriefcaseSectionName | null> {
    await this.showTab('Workflow');
    for (const section of SECTIONS) {
      const label = (await sectionToggle(this.panel, section).textContent()) ?? '';
      if (Number(/(\d+) files$/.exec(label)?.[1] ?? 0) > 0) return section;
    }
    return null;
  }

  async toggleSection(section: BriefcaseSectionName): Promise<void> {
    await this.showTab('Workflow');
    await sectionToggle(this.panel, section).click();
  }

  async emptyText(tab: BriefcaseTabName): Promise<string | null> {
    await this.showTab(tab);
    const texts = this.panel.getByRole('tabpanel').getByText(/^No (matching )?(generated |uploaded )?files/);
    return (await texts.count()) > 0 ? await texts.first().textContent() : null;
  }

  async sectionEmptyText(section: BriefcaseSectionName): Promise<string | null> {
    const text = this.panel.getByText(`No files in ${section}`, { exact: true });
    return (await text.count()) > 0 ? await text.textContent() : null;
  }

  async menuItems(ref: FileRef, menu: 'more-actions' | 'context'): Promise<string[]> {
    await this.openMenu(ref, menu);
    const items = await this.page.getByRole('menu').getByRole('menuitem').allTextContents();
    await this.page.keyboard.press('Escape');
    return items;
  }

  async choose(ref: FileRef, item: string): Promise<void> {
    await this.openMenu(ref, 'more-actions');
    await this.page.getByRole('menu').getByRole('menuitem', { name: item }).click();
    await this.driver.settled();
  }

  async rename(ref: FileRef, typed: string, ending: RenameEnding): Promise<void> {
    const name = await this.nameOf(ref);
    const item = await this.reveal(name);
    this.lastRenamedAt = (await this.shownNames()).indexOf(name);
    await item.getByRole('button', { name, exact: true }).dblclick();
    const field = this.panel.getByRole('textbox', { name: `New name for ${name}` });
    await field.fill(typed);
    if (ending === 'presses Enter') await field.press('Enter');
    else if (ending === 'presses Escape') await field.press('Escape');
    else await this.panel.getByRole('searchbox', { name: 'Search files' }).focus();
    await this.driver.settled();
  }

  /** The name now shown where the renamed file was: a rename keeps the list's order (pinned, then oldest first). */
  async nameOfLastRenamed(): Promise<string> {
    const at = this.lastRenamedAt;
    if (at === null || at < 0) throw new Error('No file was renamed');
    return (await this.shownNames())[at] ?? '';
  }

  async isEditingName(ref: FileRef): Promise<boolean> {
    const name = await this.nameOf(ref);
    return (await this.panel.getByRole('textbox', { name: `New name for ${name}` }).count()) > 0;
  }

  async nameOf(ref: FileRef): Promise<string> {
    if ('name' in ref) return ref.name;
    const files = await this.sectionFiles(ref.firstIn);
    const first = files?.[0];
    if (!first) throw new Error(`No file in ${ref.firstIn}`);
    return first;
  }

  async isPinned(ref: FileRef): Promise<boolean> {
    return (
      (await (await this.reveal(await this.nameOf(ref))).getByRole('img', { name: 'Pinned' }).count()) > 0
    );
  }

  async dateOf(ref: FileRef): Promise<string> {
    const text = (await (await this.reveal(await this.nameOf(ref))).textContent()) ?? '';
    return (
      /(Today|Yesterday), \d{1,2}:\d{2} [AP]M|\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2} [AP]M/.exec(text)?.[0] ??
      ''
    );
  }

  async previewOf(ref: FileRef): Promise<string> {
    return (await (await this.reveal(await this.nameOf(ref))).locator('p').textContent()) ?? '';
  }

  async statusOf(ref: FileRef): Promise<string | null> {
    const item = await this.reveal(await this.nameOf(ref));
    for (const status of ['Approved', 'Rejected']) {
      if ((await item.getByText(status, { exact: true }).count()) > 0) return status;
    }
    return null;
  }

  async messageGoneTo(): Promise<string | null> {
    return currentMessageText(this.page);
  }

  async openFile(ref: FileRef): Promise<string | null> {
    const name = await this.nameOf(ref);
    const [tab] = await Promise.all([
      this.page.context().waitForEvent('page'),
      this.reveal(name).then((item) => item.getByRole('button', { name: `Open ${name}` }).click()),
    ]);
    // The tab opens at once and is pointed at the file's link once the link is known to be fresh.
    await tab.waitForURL((url) => url.href !== 'about:blank');
    const url = tab.url();
    await tab.close();
    this.lastOpened = url;
    return url;
  }

  async openedAt(): Promise<string | null> {
    return this.lastOpened;
  }

  async storedFiles(): Promise<StoredFile[]> {
    const chatId = new URL(this.page.url()).searchParams.get('chat');
    if (!chatId) throw new Error('No chat is open');
    return this.driver.storedFilesOf(chatId);
  }

  async error(): Promise<string | null> {
    const alert = this.panel.getByRole('alert');
    return (await alert.count()) > 0 ? ((await alert.locator('p').textContent()) ?? '') : null;
  }

  async width(): Promise<number> {
    return (await this.panel.boundingBox())?.width ?? 0;
  }

  async dragEdge(dx: number): Promise<void> {
    await dragSideways(this.page, this.panel.getByRole('separator', { name: 'Resize briefcase' }), dx);
  }

  async windowWidth(): Promise<number> {
    return this.page.evaluate(() => window.innerWidth);
  }

  async isOpen(): Promise<boolean> {
    return (await this.panel.count()) > 0;
  }

  async savedSoFar(): Promise<string> {
    await this.driver.settled();
    return `${this.driver.writesSent()} saves sent`;
  }

  async isReferenced(ref: FileRef): Promise<boolean> {
    // A chip shows the first 40 characters of the result's text, the file's preview the first 100.
    const preview = (await this.previewOf(ref)).replace(/\.\.\.$/, '');
    return (await referencePreviews(this.page)).some((text) => text && preview.startsWith(text));
  }

  private async showTab(tab: BriefcaseTabName): Promise<void> {
    await this.panelShown();
    const trigger = tabOf(this.panel, tab);
    if ((await trigger.getAttribute('aria-selected')) !== 'true') await trigger.click();
  }

  /** The names of the files the briefcase shows, top to bottom. */
  private shownNames(): Promise<string[]> {
    return this.panel
      .getByRole('article')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  }

  /** After a reload the briefcase is closed again: a user opens it to look. */
  private async panelShown(): Promise<void> {
    if ((await this.panel.count()) > 0) return;
    await this.page.getByRole('button', { name: 'Show briefcase' }).click();
    await this.panel.waitFor();
  }

  /** A user looks in the other tab when the file is not in the one showing. */
  private async reveal(name: string): Promise<Locator> {
    await this.panelShown();
    const item = fileItem(this.panel, name);
    if ((await item.count()) === 0) {
      const showing = (await tabOf(this.panel, 'Workflow').getAttribute('aria-selected')) === 'true';
      await this.showTab(showing ? 'Uploaded' : 'Workflow');
    }
    return item;
  }

  private async openMenu(ref: FileRef, menu: 'more-actions' | 'context'): Promise<void> {
    const name = await this.nameOf(ref);
    const item = await this.reveal(name);
    if (menu === 'context') await item.click({ button: 'right' });
    else await item.getByRole('button', { name: `More actions for ${name}` }).click();
    await this.page.getByRole('menu').waitFor();
  }
}
