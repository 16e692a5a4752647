import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
/** The administration area in Chromium: roles, labels and the spec's texts only. */
export class BrowserAdmin {
  /** Whether the page's clock stands still (see searchUsers). */
  clockHeld = false;

  constructor(readonly app: BrowseTheApp) {}

  get page(): Page {
    return this.app.page;
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Presses a button that opens a dialog, and waits for it (its code loads on first use). */
  async opensDialog(button: Locator): Promise<Locator> {
    await button.click();
    await this.dialog().waitFor();
    return this.dialog();
  }

  /** The open view has drawn what it loaded (its "Loading..." is gone, if it showed one). */
  async loaded(): Promise<void> {
    await this.page.getByText('Loading...').first().waitFor({ state: 'detached' });
  }

  /** A dialog's save is over: the dialog closed, or it shows why it could not save. */
  async saved(): Promise<void> {
    await this.page.waitForFunction(
      () =>
        !document.querySelector('[role="dialog"]') ||
        document.querySelector('[role="dialog"] [role="alert"]'),
    );
    await this.loaded();
  }

  /** A row's button clicked, then the confirmation's own button. */
  async pressAndConfirm(name: string, confirm: string): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: confirm }).click();
    await this.page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await this.loaded();
  }
}
