import { interaction } from '../../interactions/Interaction';
import { onTheOrchestrations } from '../drivers';

/** Goes to /status and waits until both of its parts answered (or failed). */
export const openTheStatusPage = () =>
  interaction(
    'open the status page',
    onTheOrchestrations({
      async viewModel(orchestrations) {
        await orchestrations.app.open('/status');
        await orchestrations.openStatusPage();
        await orchestrations.app.wait(100);
        await orchestrations.loaded();
      },
      async browser(orchestrations) {
        await orchestrations.app.open('/status');
        await orchestrations.page.getByRole('heading', { name: 'Session Statistics' }).waitFor();
        await orchestrations.page
          .getByText(/Recent Orchestrations|No orchestrations found|Failed to load orchestration status/)
          .first()
          .waitFor();
      },
    }),
  );

/** The status page's Retry, after an error. */
export const retryTheStatusPage = () =>
  interaction(
    'retry loading the status page',
    onTheOrchestrations({
      async viewModel(orchestrations) {
        await orchestrations.status.retryClicked();
        await orchestrations.loaded();
      },
      async browser(orchestrations) {
        await orchestrations.page.getByRole('button', { name: 'Retry' }).first().click();
        await orchestrations.page.waitForTimeout(500);
      },
    }),
  );
