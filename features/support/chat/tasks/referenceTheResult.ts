import { interaction } from '../../interactions/Interaction';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** The result's 'Reference in chat' (or 'Remove reference' once referenced). */
export const referenceTheResult = (which: ResultKind) =>
  interaction(
    `reference ${which} in the chat`,
    onTheResults({
      async viewModel(chat) {
        await (await chat.resultActions(which)).select('reference');
      },
      async browser(results) {
        await (await results.toolbar(which))
          .getByRole('button', { name: /^(Reference in chat|Remove reference)$/ })
          .click();
      },
    }),
  );
