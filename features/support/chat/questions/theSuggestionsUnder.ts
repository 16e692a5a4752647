import { question } from '../../questions/Question';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** The suggested next steps under a result. */
export const theSuggestionsUnder = (which: ResultKind) =>
  question(
    `the suggested next steps under ${which}`,
    onTheResults({
      viewModel: async (chat) => (await chat.resultActions(which)).suggestions.map((step) => step.label),
      async browser(results) {
        const result = await results.result(which);
        return result
          .getByRole('group', { name: 'Suggested next steps' })
          .getByRole('button')
          .allTextContents();
      },
    }),
  );
