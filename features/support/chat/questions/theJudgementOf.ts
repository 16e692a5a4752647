import { judgementLabel } from '../../../../src/ui/chat/thread/message-view';
import { question } from '../../questions/Question';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** 'Approved', 'Rejected' or nothing, under the result. */
export const theJudgementOf = (which: ResultKind) =>
  question(
    `the judgement of ${which}`,
    onTheResults<string | null>({
      viewModel: async (chat) => judgementLabel(await chat.resultMessage(which)),
      async browser(results) {
        const result = await results.result(which);
        for (const label of ['Approved', 'Rejected']) {
          if ((await result.locator(':scope > p', { hasText: new RegExp(`^${label}$`) }).count()) > 0)
            return label;
        }
        return null;
      },
    }),
  );
