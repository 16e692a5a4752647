import type { Request } from 'playwright-core';
import { interaction } from '../../interactions/Interaction';
import { onTheCampaignPage } from '../drivers';

/** Downloads one of the campaign's uploaded files by name; the actor remembers the address the page opened as 'opened address'. */
export const downloadTheFile = (name: string) =>
  interaction(
    `download the file ${name}`,
    onTheCampaignPage({
      async viewModel(campaign, actor) {
        const file = campaign.page.campaign?.files.find((candidate) => candidate.name === name);
        if (!file) throw new Error(`The campaign page lists no file ${name}`);
        const before = campaign.openedUrls.length;
        await campaign.page.actions.fileOpened(file.id);
        await campaign.settled();
        actor.remember('opened address', campaign.openedUrls[before] ?? null);
      },
      async browser({ page }, actor) {
        // The new tab's address as it asked for it: this closed network answers no outside host,
        // so the tab itself ends on Chromium's error page.
        const asked: string[] = [];
        const appOrigin = new URL(page.url()).origin;
        // The tab's first request comes before its frame does, so it is told by leaving the app.
        const onRequest = (request: Request) => {
          if (request.isNavigationRequest() && !request.url().startsWith(appOrigin))
            asked.push(request.url());
        };
        page.context().on('request', onRequest);
        try {
          const popup = page.waitForEvent('popup', { timeout: 10_000 });
          await page.getByRole('button', { name: `Download ${name}` }).click();
          const tab = await popup;
          for (let waited = 0; asked.length === 0 && waited < 5_000; waited += 100)
            await page.waitForTimeout(100);
          await tab.close();
        } finally {
          page.context().off('request', onRequest);
        }
        actor.remember('opened address', asked[0] ?? null);
      },
    }),
  );
