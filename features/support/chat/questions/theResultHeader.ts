import { resultData } from '../../../../src/core/domain/chat/result-data';
import { chooseResultHeading } from '../../../../src/ui/chat/results/result-header';
import { question } from '../../questions/Question';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** The line above the result saying whether the operation worked, if any. */
export const theResultHeader = (which: ResultKind) =>
  question(
    `the header of ${which}`,
    onTheResults<string | null>({
      async viewModel(chat) {
        const message = await chat.resultMessage(which);
        return chooseResultHeading(message.action, resultData(message.jsonResponse))?.text ?? null;
      },
      async browser(results) {
        const header = (await results.result(which)).getByTestId('result-header');
        return (await header.count()) > 0 ? ((await header.textContent())?.trim() ?? null) : null;
      },
    }),
  );
