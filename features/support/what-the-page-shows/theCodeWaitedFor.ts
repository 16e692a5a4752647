import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { onlyInTheBrowser } from '../interactions/Interaction';
import { question } from '../questions/Question';
import { holdTheLazyCode } from './app-code';

/** How long before the limit the page is looked at once: the error must not show yet. */
const EARLY_BY_MS = 1_000;

/**
 * A link of the page followed while the code of the screen it leads to never arrives, on the
 * page's clock: the line the page shows `EARLY_BY_MS` before `limitMs` (null when no error shows
 * yet) and the line it shows at `limitMs`.
 */
export const theCodeWaitedFor = (link: string, limitMs: number) =>
  question(
    `what ${link} shows while its code does not arrive`,
    onlyInTheBrowser(async (app) => {
      await app.page.clock.install();
      app.expectLoggedMentioning('Loading chunk');
      const held = await holdTheLazyCode(app);
      try {
        await app.page.getByRole('link', { name: link, exact: true }).first().click();
        await app.page.clock.fastForward(limitMs - EARLY_BY_MS);
        const early = await errorLine(app, 500);
        await app.page.clock.fastForward(EARLY_BY_MS);
        return { early, atTheLimit: await errorLine(app, 5_000) };
      } finally {
        await held.release();
      }
    }),
  );

/** The line under the error screen's heading, once it shows within `waitMs`; null if it does not. */
async function errorLine(app: BrowseTheApp, waitMs: number): Promise<string | null> {
  const heading = app.page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
  const shown = await heading.waitFor({ timeout: waitMs }).then(
    () => true,
    () => false,
  );
  if (!shown) return null;
  return ((await app.page.getByRole('main').locator('p').first().textContent()) ?? '').trim();
}
