import { interaction } from '../../interactions/Interaction';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** What the actor remembers of an export: the address that opened in a new tab, or null. */
export const EXPORTED_TO = 'exported to';

/** The drawer's 'Export to spreadsheet'. */
export const exportToASpreadsheet = (which: ResultKind) =>
  interaction(
    `export ${which} to a spreadsheet`,
    onTheResults({
      async viewModel(chat, actor) {
        const before = chat.opened.length;
        await (await chat.resultActions(which)).select('export-spreadsheet');
        actor.remember(EXPORTED_TO, chat.opened.length > before ? (chat.opened.at(-1) ?? null) : null);
      },
      async browser(results, actor) {
        const answer = results.page.waitForResponse((response) =>
          response.url().includes('/api/chat/export-to-sheets'),
        );
        const popup = results.page.context().waitForEvent('page', { timeout: 10_000 });
        await results.choose(which, 'Export to spreadsheet');
        const { spreadsheetUrl } = (await (await answer).json()) as { spreadsheetUrl?: string };
        const tab = await popup.catch(() => null);
        await tab?.close();
        actor.remember(EXPORTED_TO, tab ? (spreadsheetUrl ?? null) : null);
      },
    }),
  );
