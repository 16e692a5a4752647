import { OrchestrationFeature } from '../../../../src/ui/orchestration/orchestration-feature';
import { interaction } from '../../interactions/Interaction';
import { onTheOrchestrations } from '../drivers';

/** Follows the link of the first notice of a run that ended: its chat opens, the notice goes. */
export const followTheRunEndNotice = () =>
  interaction(
    'follow the notice of the run that ended',
    onTheOrchestrations({
      async viewModel(orchestrations) {
        const { runEnds } = await orchestrations.app.feature(OrchestrationFeature)();
        const notice = runEnds.notices[0];
        if (!notice) throw new Error('No notice of a run that ended shows');
        runEnds.dismissed(notice.id);
        orchestrations.leftTheStatusPage();
        await orchestrations.chat.goTo(new URL(notice.href, 'http://x').searchParams.get('chat'));
        await orchestrations.app.settled();
      },
      async browser(orchestrations) {
        await orchestrations.page.getByTestId('run-end-notice').first().getByRole('link').click();
        await orchestrations.page.getByTestId('message-list').waitFor();
      },
    }),
  );
