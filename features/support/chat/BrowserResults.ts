import type { Locator, Page } from 'playwright-core';
import { COLLAPSE_ACTION_LABEL } from '../../../src/ui/chat/result-actions/result-action-entries';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { RESULT_ACTIONS, type ResultActionSeen, type ResultKind } from './ChatAbility';
import type { DialogSeen, ResultsAbility, RowSeen, TextDialog } from './ResultsAbility';

/** The longest a demo result takes at the browser run's simulation speed, with margin. */
const RESULT_TIMEOUT_MS = 30_000;
const MORE_ACTIONS = 'More actions for this result';
/** Each dialog: the drawer item that opens it and its submit button. */
const DIALOGS: Record<TextDialog, { item: string; submit: string | RegExp }> = {
  'Help Us Improve': { item: 'Reject', submit: 'Regenerate with Feedback' },
  'Ask Assistant': { item: 'Ask Assistant', submit: 'Ask' },
  'Update Campaign Details': { item: 'Edit', submit: /^(Update|Apply Changes)$/ },
};

/** A chat's results in Chromium: what their viewer shows, their action bar, drawer and dialogs. */
export class BrowserResults implements ResultsAbility {
  constructor(private readonly driver: BrowseTheApp) {}

  private get page(): Page {
    return this.driver.page;
  }

  private get composer(): Locator {
    return this.page.getByRole('region', { name: 'Message input' });
  }

  async resultShows(which: ResultKind, text: string): Promise<boolean> {
    const result = await this.result(which);
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText: what is shown, not hidden text.
    return (await result.innerText()).includes(text);
  }

  async judgementOf(which: ResultKind): Promise<string | null> {
    const result = await this.result(which);
    for (const label of ['Approved', 'Rejected']) {
      if ((await result.locator(':scope > p', { hasText: new RegExp(`^${label}$`) }).count()) > 0)
        return label;
    }
    return null;
  }

  async actionsOf(which: ResultKind): Promise<ResultActionSeen[]> {
    const drawer = await this.openDrawer(which);
    const items = await drawer
      .locator('[role="menuitem"], [role="menuitemcheckbox"]')
      .evaluateAll((elements) =>
        elements.map((element) => ({
          label: element.textContent?.replace('✓', '').trim() ?? '',
          enabled: element.getAttribute('aria-disabled') !== 'true',
        })),
      );
    await this.page.keyboard.press('Escape');
    return items;
  }

  async suggestionsUnder(which: ResultKind): Promise<string[]> {
    const result = await this.result(which);
    return result.getByRole('group', { name: 'Suggested next steps' }).getByRole('button').allTextContents();
  }

  async pickSuggestion(which: ResultKind, label: string): Promise<void> {
    const result = await this.result(which);
    await result
      .getByRole('group', { name: 'Suggested next steps' })
      .getByRole('button', { name: label })
      .click();
    await this.composer.getByText('Sending message...').waitFor({ state: 'detached' });
  }

  async approve(which: ResultKind): Promise<void> {
    const result = await this.result(which);
    const approve = result
      .getByRole('toolbar', { name: 'Result actions' })
      .getByRole('button', { name: 'Approve' });
    const pressed = await approve.getAttribute('aria-pressed');
    await approve.click();
    await result
      .getByRole('toolbar', { name: 'Result actions' })
      .locator(`button[aria-label="Approve"][aria-pressed="${pressed === 'true' ? 'false' : 'true'}"]`)
      .waitFor();
  }

  async reject(which: ResultKind, reason: string): Promise<void> {
    await this.chooseAction(which, 'Reject');
    const dialog = this.page.getByRole('dialog', { name: 'Help Us Improve' });
    await dialog.getByRole('textbox').fill(reason);
    await dialog.getByRole('button', { name: 'Regenerate with Feedback' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async openEditOf(which: ResultKind): Promise<{ title: string; text: string }> {
    const dialog = await this.openEditDialog(which);
    const title = (await dialog.getByRole('heading').first().textContent())?.trim() ?? '';
    const text = await dialog.getByRole('textbox').inputValue();
    await this.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    return { title, text };
  }

  async edit(which: ResultKind, instructions: string): Promise<void> {
    const dialog = await this.openEditDialog(which);
    await dialog.getByRole('textbox').fill(instructions);
    await this.submitted(dialog, dialog.getByRole('button', { name: /^(Update|Apply Changes)$/ }));
  }

  async regenerate(which: ResultKind): Promise<void> {
    await this.chooseAction(which, 'Regenerate');
    await this.composer.getByText('Sending message...').waitFor({ state: 'detached' });
  }

  async askAbout(which: ResultKind, question: string): Promise<void> {
    await this.chooseAction(which, 'Ask Assistant');
    const dialog = this.page.getByRole('dialog', { name: 'Ask Assistant' });
    await dialog.getByRole('textbox').fill(question);
    await this.submitted(dialog, dialog.getByRole('button', { name: 'Ask', exact: true }));
  }

  async exportToSpreadsheet(which: ResultKind): Promise<string | null> {
    const answer = this.page.waitForResponse((response) =>
      response.url().includes('/api/chat/export-to-sheets'),
    );
    const popup = this.page.context().waitForEvent('page', { timeout: 10_000 });
    await this.chooseAction(which, 'Export to spreadsheet');
    const { spreadsheetUrl } = (await (await answer).json()) as { spreadsheetUrl?: string };
    const tab = await popup.catch(() => null);
    await tab?.close();
    return tab ? (spreadsheetUrl ?? null) : null;
  }

  async reference(which: ResultKind): Promise<void> {
    const result = await this.result(which);
    await result
      .getByRole('toolbar', { name: 'Result actions' })
      .getByRole('button', { name: /^(Reference in chat|Remove reference)$/ })
      .click();
  }

  async submitDialog(which: ResultKind, dialog: TextDialog, text: string): Promise<DialogSeen> {
    let requests = 0;
    const countSends = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/chat') requests += 1;
    };
    this.page.on('request', countSends);
    try {
      const { item, submit } = DIALOGS[dialog];
      await this.chooseAction(which, item);
      const box = this.page.getByRole('dialog', { name: dialog });
      await box.getByRole('textbox').fill(text);
      await box.getByRole('button', { name: submit, exact: typeof submit === 'string' }).click();
      // Taken, it closes and the request goes out; refused, it stays with its alert.
      const closed = await box
        .waitFor({ state: 'detached', timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      if (closed) await this.composer.getByText('Sending message...').waitFor({ state: 'detached' });
      const alert = closed ? null : ((await box.getByRole('alert').textContent()) ?? '').trim() || null;
      return { alert, accepted: closed, open: !closed, sent: requests > 0 };
    } finally {
      this.page.off('request', countSends);
    }
  }

  async toggleCollapse(which: ResultKind): Promise<void> {
    await this.chooseAction(which, COLLAPSE_ACTION_LABEL);
  }

  /** The drawer's 'Collapse result' is checked while the table is collapsed. */
  async isCollapsed(which: ResultKind): Promise<boolean> {
    const drawer = await this.openDrawer(which);
    const toggle = drawer.getByRole('menuitemcheckbox', { name: COLLAPSE_ACTION_LABEL, exact: true });
    const checked = await toggle.getAttribute('aria-checked');
    await this.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    return checked === 'true';
  }

  /**
   * The result table as the page draws it, nested rows as 'section › label'. A folded section
   * shows its summary; an open one (the default near the top) its rows instead.
   */
  async resultRows(which: ResultKind): Promise<RowSeen[]> {
    const table = (await this.result(which)).getByRole('table', { name: 'Result details' });
    // Plain loops: tsx names inner functions with a helper the page does not have.
    return table.evaluate((root) => {
      const seen: { label: string; value: string }[] = [];
      const pending: { body: Element | null; prefix: string }[] = [
        { body: root.querySelector(':scope > tbody'), prefix: '' },
      ];
      while (pending.length > 0) {
        const { body, prefix } = pending.shift() ?? { body: null, prefix: '' };
        const rows = body ? [...body.children] : [];
        const later: { body: Element | null; prefix: string }[] = [];
        for (const row of rows) {
          const cells = [...row.children];
          const label = prefix + (cells[0]?.textContent ?? '').trim();
          const nested = cells[1]?.querySelector(':scope > table > tbody') ?? null;
          if (nested) later.push({ body: nested, prefix: `${label} › ` });
          else
            seen.push({
              label,
              value: cells
                .slice(1)
                .map((cell) => (cell.textContent ?? '').trim())
                .join(' | '),
            });
        }
        pending.unshift(...later);
      }
      return seen;
    });
  }

  async resultTabs(which: ResultKind): Promise<string[]> {
    const tabs = (await this.result(which)).getByRole('tablist', { name: 'Result views' }).getByRole('tab');
    return (await tabs.allTextContents()).map((text) => text.trim());
  }

  async resultHeader(which: ResultKind): Promise<string | null> {
    const header = (await this.result(which)).getByTestId('result-header');
    return (await header.count()) > 0 ? ((await header.textContent())?.trim() ?? null) : null;
  }

  async executorLineItems(which: ResultKind): Promise<string[]> {
    const result = await this.result(which);
    const items = (await result.getByRole('listitem').allTextContents()).map((text) => text.trim());
    const more = result.getByText(/^\+\d+ more$/);
    return (await more.count()) > 0 ? [...items, ((await more.first().textContent()) ?? '').trim()] : items;
  }

  /** Taken, a request closes its dialog; failed, the dialog keeps what was typed and the chat says why. */
  private async submitted(dialog: Locator, submit: Locator): Promise<void> {
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

  private async result(which: ResultKind): Promise<Locator> {
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

  private async openDrawer(which: ResultKind): Promise<Locator> {
    const result = await this.result(which);
    await result.getByRole('button', { name: MORE_ACTIONS }).click();
    const drawer = this.page.getByRole('menu', { name: MORE_ACTIONS });
    await drawer.waitFor();
    return drawer;
  }

  private async chooseAction(which: ResultKind, label: string): Promise<void> {
    const drawer = await this.openDrawer(which);
    // Approve and Reject are toggles: checkbox items of the drawer.
    await drawer
      .getByRole('menuitem', { name: label, exact: true })
      .or(drawer.getByRole('menuitemcheckbox', { name: label, exact: true }))
      .click();
  }

  private async openEditDialog(which: ResultKind): Promise<Locator> {
    await this.chooseAction(which, 'Edit');
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }
}
