import { interaction } from '../../interactions/Interaction';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** One of the suggested next steps under a result. */
export const pickTheSuggestion = (label: string, which: ResultKind) =>
  interaction(
    `pick the suggestion "${label}" under ${which}`,
    onTheResults({
      async viewModel(chat) {
        const actions = await chat.resultActions(which);
        const step = actions.suggestions.find((s) => s.label === label);
        if (!step) throw new Error(`No suggested next step '${label}'`);
        await actions.suggestionPicked(step);
        await chat.app.settled();
      },
      async browser(results) {
        const result = await results.result(which);
        await result
          .getByRole('group', { name: 'Suggested next steps' })
          .getByRole('button', { name: label })
          .click();
        await results.sent();
      },
    }),
  );
