import { interaction } from '../../interactions/Interaction';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** The drawer's Regenerate. */
export const regenerate = (which: ResultKind) =>
  interaction(
    `regenerate ${which}`,
    onTheResults({
      async viewModel(chat) {
        await (await chat.resultActions(which)).select('regenerate');
        await chat.app.settled();
      },
      async browser(results) {
        await results.choose(which, 'Regenerate');
        await results.sent();
      },
    }),
  );
