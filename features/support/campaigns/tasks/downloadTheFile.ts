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
        const popup = page.waitForEvent('popup', { timeout: 10_000 });
        await page.getByRole('button', { name: `Download ${name}` }).click();
        actor.remember('opened address', (await popup).url());
      },
    }),
  );
