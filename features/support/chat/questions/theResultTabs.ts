import { question } from '../../questions/Question';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** The result's view tabs; none when it has no validation data. */
export const theResultTabs = (which: ResultKind) =>
  question(
    `the tabs of ${which}`,
    onTheResults({
      async viewModel(chat) {
        return (await chat.resultViewer(which)).tabs;
      },
      async browser(results) {
        const tabs = (await results.result(which))
          .getByRole('tablist', { name: 'Result views' })
          .getByRole('tab');
        return (await tabs.allTextContents()).map((text) => text.trim());
      },
    }),
  );
