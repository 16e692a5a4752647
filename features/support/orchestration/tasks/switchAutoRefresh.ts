import { interaction } from '../../interactions/Interaction';
import { onTheOrchestrations } from '../drivers';

/** The status page's "Auto-refresh (10s)" switch, turned on or off. */
export const switchAutoRefresh = (on: boolean) =>
  interaction(
    `switch auto-refresh ${on ? 'on' : 'off'}`,
    onTheOrchestrations({
      async viewModel(orchestrations) {
        if (orchestrations.status.autoRefresh !== on) orchestrations.status.autoRefreshToggled();
        await orchestrations.app.settled();
      },
      async browser(orchestrations) {
        await orchestrations.page.getByRole('checkbox', { name: 'Auto-refresh (10s)' }).setChecked(on);
      },
    }),
  );

/** The status page's Refresh button: the orchestrations are read at once. */
export const refreshTheStatusPage = () =>
  interaction(
    'refresh the status page',
    onTheOrchestrations({
      async viewModel(orchestrations) {
        await orchestrations.status.refreshClicked();
        await orchestrations.app.settled();
      },
      async browser(orchestrations) {
        const read = orchestrations.page.waitForResponse(
          (response) => new URL(response.url()).pathname === ORCHESTRATIONS_PATH,
        );
        await orchestrations.page.getByRole('button', { name: 'Refresh', exact: true }).click();
        await read;
      },
    }),
  );

/** Where the status page reads the orchestrations (spec 2 §7). */
export const ORCHESTRATIONS_PATH = '/api/orchestration/status';
