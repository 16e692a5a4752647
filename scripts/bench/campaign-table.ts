import type { Browser, Page } from 'playwright-core';
import { percentile } from './timing';

const SCALE_ACCOUNT = 'Scale Test';

export interface TableUpdateFigures {
  rounds: number;
  /** Per kind: answer arrived → the table's new rows drawn (the next frame after the commit), in ms. */
  pageChange: number[];
  sort: number[];
  search: number[];
}

/**
 * Arms a watch in the page: the moment the table body first changes after the next campaigns
 * answer arrived, then the frame after it (when the row is drawn).
 */
function armWatch(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __drawnAt?: number; __watch?: MutationObserver };
    w.__drawnAt = undefined;
    performance.clearResourceTimings();
    w.__watch?.disconnect();
    w.__watch = new MutationObserver(() => {
      if (w.__drawnAt !== undefined) return;
      const answered = performance
        .getEntriesByType('resource')
        .some((e) => e.name.includes('/api/v2/campaigns?'));
      if (!answered) return;
      w.__drawnAt = -1;
      requestAnimationFrame(() => {
        w.__drawnAt = performance.now();
      });
    });
    const body = document.querySelector('tbody');
    if (body) w.__watch.observe(body, { subtree: true, childList: true, characterData: true });
  });
}

/** One change's figure, or null when the answer drew nothing new (the same rows again). */
async function timeOne(page: Page, act: () => Promise<unknown>): Promise<number | null> {
  await armWatch(page);
  await act();
  const drawn = await page
    .waitForFunction(() => ((window as unknown as { __drawnAt?: number }).__drawnAt ?? -1) > 0, undefined, {
      timeout: 5000,
    })
    .then(() => true)
    .catch(() => false);
  await page.locator('table[aria-busy="false"]').waitFor();
  if (!drawn) return null;
  return page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/v2/campaigns?'))
      .at(-1) as PerformanceResourceTiming;
    return (window as unknown as { __drawnAt: number }).__drawnAt - entry.responseEnd;
  });
}

const add = (into: number[], value: number | null) => {
  if (value !== null) into.push(value);
};

/**
 * Issue 10's budget in headless Chromium: on /campaigns of the Scale Test account (10,000
 * campaigns), the time from a list answer's arrival (its resource timing's responseEnd) to the
 * frame that draws the updated table, for page changes, sorts and searches, `rounds` of each.
 */
export async function measureCampaignTableUpdates(browser: Browser, appUrl: string, rounds = 15) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(new URL('/login', appUrl).toString());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in as Alex Admin' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByLabel('Account', { exact: true }).selectOption({ label: SCALE_ACCOUNT });
    await page.goto(new URL('/campaigns', appUrl).toString());
    await page.locator('table[aria-busy="false"] tbody tr').first().waitFor();
    const figures: TableUpdateFigures = { rounds, pageChange: [], sort: [], search: [] };
    const pager = page.getByRole('navigation', { name: 'Campaigns pages' });
    for (let round = 0; round < rounds; round += 1) {
      // Sorts and searches go back to page 1, so page 2 is always a change.
      add(
        figures.pageChange,
        await timeOne(page, () => pager.getByRole('button', { name: 'Page 2', exact: true }).click()),
      );
      const column = round % 2 ? 'Status' : 'Name';
      add(
        figures.sort,
        await timeOne(page, () => page.getByRole('button', { name: column, exact: true }).click()),
      );
      const search = page.getByRole('searchbox', { name: 'Search campaigns' });
      // Two brands in turn: each search shows other rows than the last.
      add(figures.search, await timeOne(page, () => search.fill(round % 2 ? 'contoso' : 'adatum')));
    }
    return figures;
  } finally {
    await context.close();
  }
}

/** "median 12.3 ms, p95 20.1 ms" */
export function medianAndP95(values: readonly number[]): string {
  return `median ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms`;
}
