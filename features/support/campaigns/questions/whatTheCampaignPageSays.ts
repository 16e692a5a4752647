import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** Everything the campaign page says, as text. */
export const whatTheCampaignPageSays = () =>
  question(
    'what the campaign page says',
    onTheCampaignPage({
      async viewModel({ page }) {
        const alerts = [page.actions.error, page.showCreatives ? page.actions.creatives.error : null];
        return [
          page.problem?.text,
          page.campaign?.name,
          page.actions.move.done,
          ...page.texts.shown,
          ...alerts,
          page.texts.activityNotice,
        ]
          .filter(Boolean)
          .join('\n');
      },
      async browser({ page }) {
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText: what is shown, not hidden text.
        return (await page.locator('main').innerText()).trim();
      },
    }),
  );
