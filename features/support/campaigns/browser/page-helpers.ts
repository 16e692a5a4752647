import type { Page } from 'playwright-core';

/**
 * The page's tables have answered (a list shows aria-busy while it loads), or the list says why
 * it has none: no account is selected (spec 2 §2.4, §2.5).
 */
export async function tableIdle(page: Page): Promise<void> {
  await page
    .locator('table[aria-busy="false"]')
    .or(page.getByText(/^Please select an account to view /))
    .first()
    .waitFor();
}

/** Opens a path of the app as if typed into the address bar. */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, page.url()).toString());
}

/**
 * Runs an action and waits for the list call it causes to be answered and drawn. Only a call the
 * page makes after the action counts: the campaigns screen loads its folders beside its first
 * page, and that answer may still be on its way when the table is drawn.
 */
export async function afterListAnswer(page: Page, action: () => Promise<unknown>): Promise<void> {
  const requested = page.waitForRequest(
    (request) =>
      request.method() === 'GET' && /\/api\/v2\/(campaigns|folders)$/.test(new URL(request.url()).pathname),
  );
  await action();
  // A refused change reloads nothing: its error line is the page's answer (spec 2 §8).
  const answered = requested.then((request) => request.response());
  const refused = page.getByRole('alert').first().waitFor();
  // The other of the two may time out later: nobody waits for it then.
  answered.catch(() => undefined);
  refused.catch(() => undefined);
  await Promise.race([answered, refused]);
  await tableIdle(page);
}

/** The text of the first cell of each row, without the pin, the hidden "Open …" link or the rename button. */
export async function firstCells(page: Page): Promise<string[]> {
  await tableIdle(page);
  return (await page.getByRole('table').locator('tbody tr td:first-child').allInnerTexts()).map((text) =>
    text
      .replace(/^Pinned\s*/, '')
      .replace(/\s*Open .*$/s, '')
      .replace('📌', '')
      .trim(),
  );
}

/** Opens a row's actions menu and picks an entry. */
export async function rowMenu(page: Page, name: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Renames a row in place (a folder, a campaign): its rename button, the new name, Enter. */
export async function renameInPlace(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Rename ${from}` }).click();
  const field = page.getByRole('textbox', { name: `New name for ${from}` });
  await field.fill(to);
  await field.press('Enter');
  // Renamed, or refused: then the old name stays and the error line says why (spec 2 §8).
  await page
    .getByRole('button', { name: `Rename ${to.trim() || from}` })
    .or(page.getByRole('alert'))
    .first()
    .waitFor();
}

/** In the open "Move to folder" dialog: picks the folder and presses Move; the dialog closes or says why not. */
export async function moveInDialog(page: Page, folder: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Move to folder' });
  await dialog.getByRole('option', { name: folder }).waitFor({ state: 'attached' });
  await dialog.getByRole('combobox', { name: 'Folder' }).selectOption({ label: folder });
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await Promise.race([dialog.waitFor({ state: 'hidden' }), dialog.getByRole('alert').waitFor()]);
}
