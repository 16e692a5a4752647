import { interaction } from '../../interactions/Interaction';
import { onTheOrchestrations } from '../drivers';

/** The user has allowed Sidekick's system notifications (the browser's permission granted). */
export const allowNotifications = () =>
  interaction(
    'allow notifications',
    onTheOrchestrations({
      async viewModel(orchestrations) {
        orchestrations.app.attention.permission = 'granted';
      },
      browser: (orchestrations) => orchestrations.allowNotifications(),
    }),
  );

/** The user goes to another tab: Sidekick's page is hidden. */
export const switchToAnotherTab = () =>
  interaction(
    'switch to another tab',
    onTheOrchestrations({
      async viewModel(orchestrations) {
        orchestrations.app.attention.hidden = true;
      },
      browser: (orchestrations) => orchestrations.hideThePage(),
    }),
  );
