import { onlyInTheBrowser } from '../interactions/Interaction';
import { question } from '../questions/Question';
import { cutOffTheLazyCode, restoreTheLazyCode } from './app-code';

/**
 * A link of the page followed while the app's lazily loaded code cannot be fetched (the screen
 * it leads to has not loaded yet): the heading shown and the line under it. The code is let
 * through again afterwards, for the next page load.
 */
export const theErrorScreenWithoutTheCode = (link: string) =>
  question(
    `the error screen after following ${link} without the code`,
    onlyInTheBrowser(async (app) => {
      await cutOffTheLazyCode(app);
      try {
        await app.page.getByRole('link', { name: link, exact: true }).first().click();
        const heading = app.page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        const detail = app.page.getByRole('main').locator('p').first();
        return {
          heading: ((await heading.textContent()) ?? '').trim(),
          detail: ((await detail.textContent()) ?? '').trim(),
        };
      } finally {
        await restoreTheLazyCode(app);
      }
    }),
  );
