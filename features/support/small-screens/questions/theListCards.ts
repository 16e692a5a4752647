import type { Page } from 'playwright-core';
import { seenOnScreen } from '../on-a-screen';

/** One row of a list as the user sees it: a card or a table row, and the controls it offers. */
export interface ListRowShape {
  /** Its cells stand one under the other, inside the screen's width. */
  card: boolean;
  /** The names of its buttons, boxes and links (the hidden "Open …" link of a campaign included). */
  controls: string[];
}

/** The rows of the list's table on the page, top to bottom. */
export async function listRowShapes(page: Page): Promise<ListRowShape[]> {
  await page.locator('table[aria-busy="false"]').first().waitFor();
  return page
    .getByRole('table')
    .first()
    .locator('tbody > tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.children].map((cell) => cell.getBoundingClientRect());
        const stacked = cells.every(
          (cell, index) => index === 0 || cell.top >= (cells[index - 1]?.bottom ?? 0) - 1,
        );
        const within = row.getBoundingClientRect().right <= document.documentElement.clientWidth;
        const controls = [...row.querySelectorAll('button, input, a')].map(
          (control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '',
        );
        return { card: cells.length > 1 && stacked && within, controls };
      }),
    );
}

export const theListCards = () => seenOnScreen('the rows of the list', ({ page }) => listRowShapes(page));
