import { question } from '../../questions/Question';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** Whether the result shows this text (its header, a label or value of its table…). */
export const whetherTheResultShows = (which: ResultKind, text: string) =>
  question(
    `whether ${which} shows "${text}"`,
    onTheResults({
      async viewModel(chat) {
        const viewer = await chat.resultViewer(which);
        const view = viewer.shown?.choice.kind;
        if (view !== 'table')
          throw new Error(`The view-model level reads the key/value table; ${which} shows the ${view} view`);
        return viewer.tableTexts.some((shown) => shown.includes(text));
      },
      async browser(results) {
        const result = await results.result(which);
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText: what is shown, not hidden text.
        return (await result.innerText()).includes(text);
      },
    }),
  );
