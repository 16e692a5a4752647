import { AnnouncerFeature } from '../../../../src/ui/announcements/LiveRegion';
import { question } from '../Question';

/** What the page's polite live region says now (what a screen reader last heard from it). */
export const theLiveRegion = () =>
  question('what the live region says', {
    async viewModel(app) {
      return app.feature(AnnouncerFeature).message.trim();
    },
    async browser(app) {
      return (
        (await app.page.locator('p[aria-live="polite"][aria-atomic="true"]').textContent()) ?? ''
      ).trim();
    },
  });
