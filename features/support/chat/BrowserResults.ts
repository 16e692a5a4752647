import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { RESULT_TIMEOUT_MS } from './BrowserChat';
import { RESULT_ACTIONS, type ResultKind } from './chat-words';

const MORE_ACTIONS = 'More actions for this result';

/** The results' thin driver in Chromium: where a result, its drawer and its dialogs are. */
export class BrowserResults {
  constructor(readonly app: BrowseTheApp) {}

  get page(): Page {
    return this.app.page;
  }

  get composer(): Locator {
    return this.page.getByRole('region', { name: 'Message input' });
  }

  /** Waits until a request about a result has gone out. */
  async sent(): Promise<void> {
    await this.composer.getByText('Sending message...').waitFor({ state: 'detached' });
  }

  /** The latest result of this kind, once drawn. */
  async result(which: ResultKind): Promise<Locator> {
    const actions = RESULT_ACTIONS[which];
    const withResult = this.page
      .getByTestId('chat-message')
      .filter({ has: this.page.getByRole('toolbar', { name: 'Result actions' }) });
    const candidates = actions
      ? withResult.and(this.page.locator(actions.map((action) => `[data-action="${action}"]`).join(', ')))
      : withResult;
    const result = candidates.last();
    await result.waitFor({ timeout: RESULT_TIMEOUT_MS });
    return result;
  }

  async toolbar(which: ResultKind): Promise<Locator> {
    return (await this.result(which)).getByRole('toolbar', { name: 'Result actions' });
  }

  /** The result's drawer ('More actions for this result'), open. */
  async drawer(which: ResultKind): Promise<Locator> {
    const result = await this.result(which);
    await result.getByRole('button', { name: MORE_ACTIONS }).click();
    const drawer = this.page.getByRole('menu', { name: MORE_ACTIONS });
    await drawer.waitFor();
    return drawer;
  }

  /** Chooses an item of the result's drawer. */
  async choose(which: ResultKind, label: string): Promise<void> {
    const drawer = await this.drawer(which);
    // Approve and Reject are toggles: checkbox items of the drawer.
    await drawer
      .getByRole('menuitem', { name: label, exact: true })
      .or(drawer.getByRole('menuitemcheckbox', { name: label, exact: true }))
      .click();
  }

  /** The dialog an item of the drawer opens. */
  async dialogOf(which: ResultKind, item: string): Promise<Locator> {
    await this.choose(which, item);
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  /** Taken, a request closes its dialog; failed, the dialog keeps what was typed and the chat says why. */
  async submitted(dialog: Locator, submit: Locator): Promise<void> {
    const failures = '[data-testid="chat-message"][data-message-type="system"]';
    const failedBefore = await this.page.locator(failures).count();
    await submit.click();
    const closed = dialog.waitFor({ state: 'detached' });
    const failed = this.page.waitForFunction(
      ({ selector, before }) => document.querySelectorAll(selector).length > before,
      { selector: failures, before: failedBefore },
    );
    // The wait that loses gives up in its own time, with nobody left to hear it.
    for (const wait of [closed, failed]) wait.catch(() => undefined);
    await Promise.race([closed, failed]);
  }

  async dispose(): Promise<void> {}
}
