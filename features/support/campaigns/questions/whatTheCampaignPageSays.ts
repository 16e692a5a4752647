import { START_TEXTS } from '../../../../src/core/domain/campaigns/files-rules';
import { DETAIL_TEXTS } from '../../../../src/ui/campaigns/detail/detail-texts';
import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** Everything the campaign page says, as text. */
export const whatTheCampaignPageSays = () =>
  question(
    'what the campaign page says',
    onTheCampaignPage({
      async viewModel({ page }) {
        return [
          page.problem?.title,
          page.problem?.text,
          page.runView.shown ? 'Sure. Processing campaign now.' : '',
          page.campaign?.name,
          page.campaign ? `Folder: ${page.campaign.folderName || '—'}` : '',
          page.actions.move.done,
          page.pollingOrphaned ? DETAIL_TEXTS.timedOut : '',
          page.run?.status === 'timeout' ? DETAIL_TEXTS.timedOut : '',
          ...(page.mayWrite ? [] : ['You can view this campaign but not change it.']),
          // What the Start Orchestration panel shows before any run.
          ...(page.run || !page.mayWrite
            ? []
            : [...page.startProblems, ...(page.startDisabled ? [START_TEXTS.hint] : [])]),
        ]
          .filter(Boolean)
          .join('\n');
      },
      async browser({ page }) {
        return (await page.locator('main').innerText()).trim();
      },
    }),
  );
