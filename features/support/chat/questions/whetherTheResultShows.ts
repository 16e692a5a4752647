import { resultData } from '../../../../src/core/domain/chat/result-data';
import { question } from '../../questions/Question';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** Every text or number inside a result, to find what the result viewer would show. */
function valuesOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return [String(value)];
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (typeof value === 'object') return Object.values(value).flatMap(valuesOf);
  return [];
}

/** Whether the result shows this text (a value of its table, a header…). */
export const whetherTheResultShows = (which: ResultKind, text: string) =>
  question(
    `whether ${which} shows "${text}"`,
    onTheResults({
      async viewModel(chat) {
        const message = await chat.resultMessage(which);
        return valuesOf(resultData(message.jsonResponse)).some((value) => value.includes(text));
      },
      async browser(results) {
        const result = await results.result(which);
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText: what is shown, not hidden text.
        return (await result.innerText()).includes(text);
      },
    }),
  );
