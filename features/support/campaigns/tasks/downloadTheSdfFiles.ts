import type { Download } from 'playwright-core';
import { interaction } from '../../interactions/Interaction';
import { onTheCampaignPage } from '../drivers';

/** "Download SDF files (n)": the actor remembers the names of the files saved as 'saved files', and when each came (ms) as 'saved at'. */
export const downloadTheSdfFiles = () =>
  interaction(
    'download the SDF files',
    onTheCampaignPage({
      async viewModel(campaign, actor) {
        const before = campaign.savedFiles.length;
        let finished = false;
        const done = campaign.page.actions.sdfDownloadClicked().finally(() => {
          finished = true;
        });
        // The files follow each other 500 ms apart on the page's clock.
        for (let waited = 0; !finished && waited < 60_000; waited += 500) await campaign.app.wait(500);
        await done;
        await campaign.settled();
        actor.remember('saved files', campaign.savedFiles.slice(before));
        actor.remember('saved at', campaign.savedAt.slice(before));
      },
      async browser({ page }, actor) {
        const saved: string[] = [];
        const savedAt: number[] = [];
        const onDownload = (download: Download) => {
          saved.push(download.suggestedFilename());
          savedAt.push(Date.now());
        };
        const button = page.getByRole('button', { name: /^Download SDF files/ });
        const count = Number(/\((\d+)\)/.exec((await button.textContent()) ?? '')?.[1] ?? 0);
        page.on('download', onDownload);
        try {
          await button.click();
          // Every file arrives as a download (none is a pop-up the browser could block), then the
          // campaign is ready to launch and the button goes.
          for (let waited = 0; saved.length < count && waited < 20_000; waited += 100)
            await page.waitForTimeout(100);
          await button.waitFor({ state: 'detached' }).catch(() => undefined);
        } finally {
          page.off('download', onDownload);
        }
        actor.remember('saved files', saved);
        actor.remember('saved at', savedAt);
      },
    }),
  );
