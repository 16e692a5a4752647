import { interaction } from '../../interactions/Interaction';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** The result's Approve toggle. */
export const approve = (which: ResultKind) =>
  interaction(
    `approve ${which}`,
    onTheResults({
      async viewModel(chat) {
        await (await chat.resultActions(which)).select('approve');
      },
      async browser(results) {
        const toolbar = await results.toolbar(which);
        const approveButton = toolbar.getByRole('button', { name: 'Approve' });
        const pressed = await approveButton.getAttribute('aria-pressed');
        await approveButton.click();
        await toolbar
          .locator(`button[aria-label="Approve"][aria-pressed="${pressed === 'true' ? 'false' : 'true'}"]`)
          .waitFor();
      },
    }),
  );
