import { interaction } from '../../interactions/Interaction';
import { renameInPlace } from '../browser/page-helpers';
import { onTheCampaignsList } from '../drivers';

/** Renames a campaign in place in the list: its rename button, the new name, Enter. */
export const renameTheCampaign = (from: string, to: string) =>
  interaction(
    `rename the campaign ${from} to ${to}`,
    onTheCampaignsList({
      async viewModel(list) {
        const { actions } = list.campaigns;
        const campaign = list.campaignNamed(from);
        actions.renameStarted(campaign.id);
        await actions.renameCommitted(campaign.id, to);
        await list.settled();
      },
      browser: ({ page }) => renameInPlace(page, from, to),
    }),
  );
