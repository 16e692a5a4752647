import { question } from '../../questions/Question';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** The line above the result saying whether the operation worked, if any. */
export const theResultHeader = (which: ResultKind) =>
  question(
    `the header of ${which}`,
    onTheResults<string | null>({
      async viewModel(chat) {
        return (await chat.resultViewer(which)).shown?.heading?.text ?? null;
      },
      async browser(results) {
        const header = (await results.result(which)).getByTestId('result-header');
        return (await header.count()) > 0 ? ((await header.textContent())?.trim() ?? null) : null;
      },
    }),
  );
