import { fixtureFile, fixturePath } from '../../chat/fixtures';
import { interaction } from '../../interactions/Interaction';
import { onTheCampaignPage } from '../drivers';

/** Adds those sample files to a campaign without a run, then presses Start Orchestration. */
export const startTheOrchestrationWith = (fixtures: string[]) =>
  interaction(
    `start the orchestration with ${fixtures.join(', ')}`,
    onTheCampaignPage({
      async viewModel(campaign) {
        await campaign.page.actions.filesAdded(fixtures.map((fixture) => fixtureFile(fixture)));
        await campaign.page.actions.startClicked();
        await campaign.settled();
      },
      async browser({ page }) {
        const panel = page.getByRole('region', { name: 'Start orchestration' });
        await panel.locator('input[type="file"]').setInputFiles(fixtures.map(fixturePath));
        await panel.getByText(`Added: ${fixtures.join(', ')}`).waitFor();
        await panel.getByRole('button', { name: 'Start Orchestration' }).click();
      },
    }),
  );
