import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { chipsLoaded } from '../briefcase/chat-side';
import type { ChatAbility, MessageBoxKey, MessageSeen, Speaker } from './ChatAbility';
import { fixturePath } from './fixtures';
import { chatLink } from './sidebar-locators';

/** The longest a demo result takes at the browser run's simulation speed, with margin. */
const RESULT_TIMEOUT_MS = 30_000;

/** The chat workspace and the sidebar's chats in Chromium, through what a user sees and presses. */
export class BrowserChat implements ChatAbility {
  constructor(private readonly driver: BrowseTheApp) {}

  private get page(): Page {
    return this.driver.page;
  }

  private get composer(): Locator {
    return this.page.getByRole('region', { name: 'Message input' });
  }

  private get box(): Locator {
    return this.page.getByRole('textbox', { name: 'Message', exact: true });
  }

  async openWorkspace(): Promise<void> {
    if (new URL(this.page.url()).pathname !== '/') await this.driver.open('/');
    await this.box.waitFor();
    await this.historyLoaded();
  }

  async startNewCanvas(): Promise<void> {
    await this.page.getByRole('button', { name: 'New Canvas' }).click();
    await this.page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('chat'));
  }

  async openChat(summary: string): Promise<void> {
    await chatLink(this.page, summary).click();
    await this.page.waitForURL((url) => url.searchParams.has('chat'));
    await this.historyLoaded();
  }

  async sendMessage(text: string): Promise<void> {
    await this.openWorkspace();
    await this.box.fill(text);
    // The list is virtual: a long chat keeps the number of messages on screen, so the messages
    // shown before are marked and the new one is the user's message without the mark.
    await this.page.getByTestId('chat-message').evaluateAll((shown) => {
      for (const message of shown) message.setAttribute('data-shown-before-send', '');
    });
    await this.box.press('Enter');
    // The message shows in the chat, or the input area says why it could not be sent.
    await this.page.waitForFunction(
      (sent) =>
        [...document.querySelectorAll('[data-testid="chat-message"][data-message-type="user"]')].some(
          (message) =>
            !message.hasAttribute('data-shown-before-send') &&
            message.querySelector(':scope > p')?.textContent === sent,
        ) || document.querySelector('section[aria-label="Message input"] [role="alert"]') !== null,
      text,
    );
    // Reading attached PDFs and starting a run take a moment on a busy machine.
    await this.composer
      .getByText('Sending message...')
      .waitFor({ state: 'detached', timeout: RESULT_TIMEOUT_MS });
  }

  async type(text: string): Promise<void> {
    await this.box.fill(text);
  }

  async pressInMessageBox(key: MessageBoxKey): Promise<void> {
    await this.box.press(key.replace('Ctrl', 'Control'));
  }

  async messageBoxText(): Promise<string> {
    return this.box.inputValue();
  }

  async placeholder(): Promise<string> {
    return (await this.box.getAttribute('placeholder')) ?? '';
  }

  async maySend(): Promise<boolean> {
    return this.composer.getByRole('button', { name: 'Send', exact: true }).isEnabled();
  }

  async attach(fixture: string): Promise<void> {
    await this.openWorkspace();
    await this.page.getByTestId('file-input').setInputFiles(fixturePath(fixture));
    await this.composer
      .getByRole('button', { name: `Remove ${fixture}` })
      .or(this.composer.getByRole('alert'))
      .first()
      .waitFor();
  }

  async attachedFiles(): Promise<string[]> {
    const chips = this.composer.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
    return (await chips.allTextContents()).map((text) => text.replace(/×$/, '').trim());
  }

  async removeAttachment(name: string): Promise<void> {
    await this.composer.getByRole('button', { name: `Remove ${name}` }).click();
  }

  async offersClearAll(): Promise<boolean> {
    return (await this.composer.getByRole('button', { name: 'Clear all' }).count()) > 0;
  }

  async clearAllAttachments(): Promise<void> {
    await this.composer.getByRole('button', { name: 'Clear all' }).click();
  }

  async mayAttach(): Promise<boolean> {
    return this.composer.getByRole('button', { name: 'Attach files' }).isEnabled();
  }

  async templates(): Promise<string[]> {
    const menu = await this.openTemplates();
    const labels = await menu.getByRole('menuitem').allTextContents();
    await this.page.keyboard.press('Escape');
    return labels;
  }

  async pickTemplate(label: string): Promise<void> {
    const menu = await this.openTemplates();
    await menu.getByRole('menuitem', { name: label, exact: true }).click();
  }

  async waitForResults(): Promise<void> {
    // A message still being sent (the input area's status) has no reply in the list yet.
    await this.page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="chat-message"] [role="status"]') &&
        !document.querySelector('section[aria-label="Message input"] [role="status"]'),
      undefined,
      { timeout: RESULT_TIMEOUT_MS },
    );
  }

  async messages(): Promise<MessageSeen[]> {
    await this.historyLoaded();
    return this.page.getByTestId('chat-message').evaluateAll((articles) =>
      articles.map((article) => ({
        speaker: (article.querySelector('header span')?.textContent ?? '') as Speaker,
        text: article.querySelector(':scope > p')?.textContent ?? '',
      })),
    );
  }

  async picturesInMessages(): Promise<number> {
    await this.historyLoaded();
    return this.page.locator('[data-testid="chat-message"] img').count();
  }

  async resultCount(): Promise<number> {
    // Counted from the message list itself: a result's viewer and actions load lazily.
    return this.page.locator('[data-testid="chat-message"][data-has-result]').count();
  }

  async references(): Promise<string[]> {
    await chipsLoaded(this.page);
    const chips = this.composer.getByRole('list', { name: 'References' }).getByRole('listitem');
    return (await chips.allTextContents()).map((text) => text.replace(/×$/, '').trim());
  }

  async removeReference(preview: string): Promise<void> {
    await this.composer.getByRole('button', { name: `Remove reference ${preview}`, exact: true }).click();
  }

  async clearReferences(): Promise<void> {
    await this.composer.getByRole('button', { name: 'Clear', exact: true }).click();
  }

  async dispose(): Promise<void> {}

  private async historyLoaded(): Promise<void> {
    await this.page.getByText('Loading messages...').waitFor({ state: 'detached' });
    // The virtual list draws its rows a frame after the history arrives; an empty chat has none.
    await this.page
      .getByTestId('chat-message')
      .first()
      .waitFor({ timeout: 2_000 })
      .catch(() => undefined);
  }

  private async openTemplates(): Promise<Locator> {
    await this.openWorkspace();
    await this.composer.getByRole('button', { name: 'Prompt templates' }).click();
    const menu = this.page.getByRole('menu', { name: 'Prompt templates' });
    await menu.waitFor();
    return menu;
  }
}
