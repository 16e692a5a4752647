import type { Page } from 'playwright-core';

/** The text of the message the chat went to: brought into view and outlined as the current one. */
export async function currentMessageText(page: Page): Promise<string | null> {
  const current = page.getByRole('log', { name: 'Messages' }).locator('[aria-current="true"]');
  const shown = await current
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) return null;
  return (await current.getByTestId('chat-message').locator(':scope > p').textContent()) ?? '';
}

/** The composer's chips have their code: they load with the first one (the box shows a busy row meanwhile). */
export async function chipsLoaded(page: Page): Promise<void> {
  await page.locator('section[aria-label="Message input"] [aria-busy="true"]').waitFor({ state: 'detached' });
}

/** The previews the composer's reference chips show, without the cut mark ('...'). */
export async function referencePreviews(page: Page): Promise<string[]> {
  await chipsLoaded(page);
  const chips = page.getByRole('list', { name: 'References' }).getByRole('listitem');
  return (await chips.allTextContents()).map((chip) =>
    chip
      .replace(/×$/, '')
      .trim()
      .replace(/\.\.\.$/, ''),
  );
}
