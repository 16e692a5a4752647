import { interaction } from '../../interactions/Interaction';
import { moveInDialog } from '../browser/page-helpers';
import { onTheCampaignsList } from '../drivers';
import { chooseAndMove } from '../view-models/screens';

/**
 * Ticks the named campaigns in the list (or every one the page shows) and moves them with
 * "Move to folder"; a refused move keeps its dialog open, saying why.
 */
export const moveTheCampaignsTo = (folder: string, which: string[] | 'every one shown') =>
  interaction(
    `move ${which === 'every one shown' ? which : which.join(', ')} to the folder ${folder}`,
    onTheCampaignsList({
      async viewModel(list) {
        const { campaigns } = list;
        if (which === 'every one shown') campaigns.pageSelected(true);
        else for (const name of which) campaigns.rowSelected(list.campaignNamed(name).id, true);
        await campaigns.moveSelectedClicked();
        await list.settled();
        await chooseAndMove(campaigns.move, folder);
        await list.settled();
      },
      async browser(list) {
        const { page } = list;
        if (which === 'every one shown')
          await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
        else
          for (const name of which)
            await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
        await page.getByRole('button', { name: 'Move to folder' }).click();
        // A move reads the page again (maybe empty now); a refused one keeps the dialog open.
        const reread = page.waitForRequest(
          (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/v2/campaigns',
        );
        await moveInDialog(page, folder);
        if (await page.getByRole('dialog').count()) return;
        await (await reread).response();
        await list.listShown();
      },
    }),
  );
