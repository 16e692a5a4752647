import { onlyInTheBrowser } from '../interactions/Interaction';
import { question } from '../questions/Question';

/**
 * What the open page draws for its headings, buttons, links and search boxes: copy that lives in
 * the components (no view model holds it), so only a page can answer.
 */
export const theHeadingsShown = () =>
  question(
    'the headings shown',
    onlyInTheBrowser(async ({ page }) =>
      (await page.getByRole('heading').allTextContents()).map((text) => text.trim()),
    ),
  );

/** Whether the open page offers a button of exactly that name. */
export const whetherTheButtonShows = (name: string) =>
  question(
    `whether the button ${name} shows`,
    onlyInTheBrowser(async ({ page }) => (await page.getByRole('button', { name, exact: true }).count()) > 0),
  );

/** Where the open page's link of exactly that name leads (its address), or null without one. */
export const whereTheLinkLeads = (name: string) =>
  question(
    `where the link ${name} leads`,
    onlyInTheBrowser(async ({ page }) => {
      const link = page.getByRole('link', { name, exact: true });
      return (await link.count()) > 0 ? link.first().getAttribute('href') : null;
    }),
  );

/** The placeholders of the open page's search boxes. */
export const theSearchBoxes = () =>
  question(
    'the search boxes shown',
    onlyInTheBrowser(async ({ page }) =>
      page
        .getByRole('searchbox')
        .or(page.getByRole('textbox', { name: /search/i }))
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).placeholder)),
    ),
  );
