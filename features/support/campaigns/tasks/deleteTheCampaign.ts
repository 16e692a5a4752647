import { deleteCampaignQuestion } from '../../../../src/ui/campaigns/list/campaign-texts';
import { interaction } from '../../interactions/Interaction';
import { afterListAnswer, rowMenu } from '../browser/page-helpers';
import { onTheCampaignsList } from '../drivers';

/** What the actor remembers: the question the delete asked before it was confirmed. */
export const DELETE_QUESTION = 'delete question';

/** "Delete" in a campaign's actions menu, confirmed; the actor remembers the question asked. */
export const deleteTheCampaign = (name: string) =>
  interaction(
    `delete the campaign ${name}`,
    onTheCampaignsList({
      async viewModel(list, actor) {
        const { actions } = list.campaigns;
        actions.deleteRequested(list.campaignNamed(name));
        actor.remember(DELETE_QUESTION, deleteCampaignQuestion(actions.deletion.subject?.name ?? ''));
        await actions.deleteConfirmed();
        await list.settled();
      },
      async browser({ page }, actor) {
        await rowMenu(page, name, 'Delete');
        const dialog = page.getByRole('alertdialog');
        actor.remember(DELETE_QUESTION, (await dialog.getByText(/^Are you sure/).innerText()).trim());
        await afterListAnswer(page, () => dialog.getByRole('button', { name: 'Delete' }).click());
      },
    }),
  );
