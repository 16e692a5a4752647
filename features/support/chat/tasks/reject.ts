import { interaction } from '../../interactions/Interaction';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** Reject, then 'Help Us Improve' with the reason and 'Regenerate with Feedback'. */
export const reject = (which: ResultKind, reason: string) =>
  interaction(
    `reject ${which} because "${reason}"`,
    onTheResults({
      async viewModel(chat) {
        const actions = await chat.resultActions(which);
        await actions.select('reject');
        if (actions.dialogs.open !== 'reject') throw new Error("'Help Us Improve' did not open");
        await actions.dialogs.rejectionSubmitted(reason);
        await chat.app.settled();
      },
      async browser(results) {
        await results.choose(which, 'Reject');
        const dialog = results.page.getByRole('dialog', { name: 'Help Us Improve' });
        await dialog.getByRole('textbox').fill(reason);
        await dialog.getByRole('button', { name: 'Regenerate with Feedback' }).click();
        await dialog.waitFor({ state: 'detached' });
      },
    }),
  );
