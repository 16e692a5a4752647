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
        orchestrations.status.retryClicked();
        // The browser reloads the page when asked to; a page that does not ask stays as it was.
        if (!orchestrations.reloadAsked) return;
        await orchestrations.app.open('/status');
        await orchestrations.openStatusPage();
        await orchestrations.app.wait(100);
        await orchestrations.loaded();
      },
      async browser(orchestrations) {
        const page = orchestrations.page;
        await Promise.all([
          page.waitForEvent('load'),
          page.getByRole('button', { name: 'Retry' }).first().click(),
        ]);
        await page.getByRole('heading', { name: 'Session Statistics' }).waitFor();
        await page
          .getByText(/Recent Orchestrations|No orchestrations found|Failed to load orchestration status/)
          .first()
          .waitFor();
      },
    }),
  );
