import { fixtureFile, fixturePath } from '../../chat/fixtures';
import { interaction } from '../../interactions/Interaction';
import { onTheCampaignPage } from '../drivers';

/** Picks a creatives file on the campaign page and uploads it. */
export const uploadTheCreatives = (fixture: string) =>
  interaction(
    `upload the creatives ${fixture}`,
    onTheCampaignPage({
      async viewModel(campaign) {
        campaign.creatives.filesPicked([fixtureFile(fixture)]);
        await campaign.page.actions.creativesUploadClicked();
        await campaign.settled();
      },
      async browser(campaign) {
        await campaign.page.getByLabel(/^Creative files/).setInputFiles(fixturePath(fixture));
        await campaign.creativesButton().click();
        await campaign.activity().getByText('upload-creatives').first().waitFor();
      },
    }),
  );
