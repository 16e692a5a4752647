import { onlyInThePage } from '../actors/drivers';
import { BrowserResults } from '../chat/BrowserResults';
import type { ResultKind } from '../chat/chat-words';
import { question } from '../questions/Question';

/** How a result is drawn: sizes and colours only a page has. */
const onTheResultsPage = onlyInThePage(BrowserResults);

/**
 * A result's more-actions drawer as drawn: its width and the height it may grow to (CSS px), the
 * items it marks disabled and the items drawn fainter than the others (greyed out).
 */
export const theResultDrawer = (which: ResultKind) =>
  question(
    `the drawer of ${which}`,
    onTheResultsPage(async (results) => {
      const drawer = await results.drawer(which);
      // Written without named helpers: the test runner's transform would name them with a helper the page lacks.
      const seen = await drawer.evaluate((element) => {
        const items = [...element.querySelectorAll('[role="menuitem"], [role="menuitemcheckbox"]')].map(
          (item) => ({
            label: item.textContent?.replace('✓', '').trim() ?? '',
            disabled: item.getAttribute('aria-disabled') === 'true',
            opacity: Number(getComputedStyle(item).opacity),
          }),
        );
        const fullest = Math.max(...items.map((item) => item.opacity));
        return {
          width: Math.round(element.getBoundingClientRect().width),
          maxHeight: getComputedStyle(element).maxHeight,
          disabled: items.filter((item) => item.disabled).map((item) => item.label),
          greyed: items.filter((item) => item.opacity < fullest).map((item) => item.label),
        };
      });
      await results.page.keyboard.press('Escape');
      return seen;
    }),
  );
