import { interaction } from '../../interactions/Interaction';
import { onTheOrchestrations } from '../drivers';
import { runOnScreen } from '../questions/theRuns';

/** A run's Stop (the run by its place in the chat, 0 the first). */
export const stopTheRun = (index: number) =>
  interaction(
    `stop run number ${index + 1}`,
    onTheOrchestrations({
      async viewModel(orchestrations, actor) {
        await (await runOnScreen(orchestrations, actor, index)).stopClicked();
        await orchestrations.app.settled();
      },
      async browser(orchestrations) {
        await orchestrations.panels.nth(index).getByRole('button', { name: 'Stop' }).click();
        await orchestrations.page.waitForTimeout(300);
      },
    }),
  );
