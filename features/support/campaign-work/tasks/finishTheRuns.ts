import { isMessageProcessing } from '../../../../src/core/domain/chat/message-status';
import { interaction } from '../../interactions/Interaction';
import { onTheWork } from '../drivers';
import { RUN_ACTIONS } from '../work-words';

/** A run at simulation speed 1 ends within a few minutes. */
const LONGEST_RUN_S = 600;
/** Runs end within a minute at the browser scenarios' simulation speed. */
const RUN_TIMEOUT_MS = 90_000;

/** Lets the open chat's runs (fast-track, Salesforce) end: waits until their results show. */
export const finishTheRuns = () =>
  interaction(
    'wait for the runs to finish',
    onTheWork({
      async viewModel(work) {
        const thread = await work.thread();
        const running = () =>
          thread.messages.some((m) => RUN_ACTIONS.includes(m.action ?? '') && isMessageProcessing(m));
        // The run panel reads the run; once it ends, the chat reads the history again (ChatRunProgress).
        for (let waited = 0; running() && waited < LONGEST_RUN_S; waited += 5) {
          await work.app.wait(5000);
          await thread.reloadHistory();
        }
        if (running()) throw new Error('A run is still going');
      },
      async browser({ page }) {
        // Every run's message ends with its result (the chat reads it again once its panel says the
        // run completed), or with its panel saying it failed or was stopped.
        await page.waitForFunction(
          (actions) =>
            [...document.querySelectorAll('[data-testid="chat-message"]')]
              .filter((message) => actions.includes(message.getAttribute('data-action') ?? ''))
              .every(
                (message) =>
                  message.hasAttribute('data-has-result') ||
                  ['failed', 'stopped'].includes(
                    message.querySelector('[data-testid="run-progress"]')?.getAttribute('data-phase') ?? '',
                  ),
              ),
          RUN_ACTIONS,
          { timeout: RUN_TIMEOUT_MS },
        );
      },
    }),
  );
