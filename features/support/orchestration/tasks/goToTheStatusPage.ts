import { interaction } from '../../interactions/Interaction';
import { onTheOrchestrations } from '../drivers';

/** Goes to /status from the sidebar, without a page load: what runs in the page keeps running. */
export const goToTheStatusPage = () =>
  interaction(
    'go to the status page',
    onTheOrchestrations({
      async viewModel(orchestrations) {
        orchestrations.leftTheChat();
        await orchestrations.openStatusPage();
        await orchestrations.app.wait(100);
        await orchestrations.loaded();
      },
      async browser(orchestrations) {
        await orchestrations.page.getByRole('link', { name: 'Status', exact: true }).click();
        await orchestrations.page.getByRole('heading', { name: 'Session Statistics' }).waitFor();
      },
    }),
  );
