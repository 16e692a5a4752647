import { messageText } from '../../../../src/ui/chat/thread/message-view';
import { question } from '../../questions/Question';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** The text of the message that brought the result (what a reference to it previews). */
export const theTextOf = (which: ResultKind) =>
  question(
    `the text of ${which}`,
    onTheResults({
      viewModel: async (chat) => messageText(await chat.resultMessage(which)),
      async browser(results) {
        return (await (await results.result(which)).locator(':scope > p').first().textContent()) ?? '';
      },
    }),
  );
