import { interaction } from '../../interactions/Interaction';
import { onTheOrchestrations } from '../drivers';
import { runOnScreen } from '../questions/theRuns';

/** A run's 'Hide steps' (or 'Show steps' once hidden). */
export const hideTheStepsOf = (index: number) =>
  interaction(
    `hide the steps of run number ${index + 1}`,
    onTheOrchestrations({
      async viewModel(orchestrations, actor) {
        (await runOnScreen(orchestrations, actor, index)).collapseToggled();
      },
      async browser(orchestrations) {
        await orchestrations.panels
          .nth(index)
          .getByRole('button', { name: /steps$/ })
          .click();
      },
    }),
  );
