import { resultData } from '../../../../src/core/domain/chat/result-data';
import { firstLineItems } from '../../../../src/ui/chat/results/executor-model';
import { pickResultView } from '../../../../src/ui/chat/results/pick-result-view';
import { question } from '../../questions/Question';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** The executor view's affected line items: the first five, then '+N more'. */
export const theAffectedLineItems = (which: ResultKind) =>
  question(
    `the affected line items of ${which}`,
    onTheResults({
      async viewModel(chat) {
        const message = await chat.resultMessage(which);
        const view = pickResultView(message.action, message.subAction, resultData(message.jsonResponse));
        if (view.kind !== 'optimization-executor') throw new Error(`The result shows as ${view.kind}`);
        const { shown, more } = firstLineItems(view.model);
        return more > 0 ? [...shown, `+${more} more`] : shown;
      },
      async browser(results) {
        const result = await results.result(which);
        const items = (await result.getByRole('listitem').allTextContents()).map((text) => text.trim());
        const more = result.getByText(/^\+\d+ more$/);
        return (await more.count()) > 0
          ? [...items, ((await more.first().textContent()) ?? '').trim()]
          : items;
      },
    }),
  );
