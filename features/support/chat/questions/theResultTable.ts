import type { ResultRow } from '../../../../src/ui/chat/results/result-rows';
import { question } from '../../questions/Question';
import type { ResultKind, RowSeen } from '../chat-words';
import { onTheResults } from '../drivers';

function rowsSeen(rows: readonly ResultRow[], prefix = ''): RowSeen[] {
  return rows.flatMap((row) => {
    const label = prefix ? `${prefix} › ${row.label}` : row.label;
    const { cell } = row;
    if (cell.kind === 'text') return [{ label, value: cell.text }];
    if (cell.kind === 'assessment')
      return [{ label, value: `${cell.value} | ${cell.status} | ${cell.notes}` }];
    return [{ label, value: cell.summary }, ...rowsSeen(cell.rows, label)];
  });
}

/**
 * The result table's rows, nested ones as 'section › label' (the validation block has its own
 * tab). The view-model level reads the rows the result's viewer model hands the table: a
 * section with both its summary and its rows, which the page shows one at a time.
 */
export const theResultTable = (which: ResultKind) =>
  question(
    `the table of ${which}`,
    onTheResults<RowSeen[]>({
      async viewModel(chat) {
        return rowsSeen((await chat.resultViewer(which)).shown?.rows ?? []);
      },
      /** A folded section shows its summary; an open one (the default near the top) its rows instead. */
      async browser(results) {
        const table = (await results.result(which)).getByRole('table', { name: 'Result details' });
        // Plain loops: tsx names inner functions with a helper the page does not have.
        return table.evaluate((root) => {
          const seen: { label: string; value: string }[] = [];
          const pending: { body: Element | null; prefix: string }[] = [
            { body: root.querySelector(':scope > tbody'), prefix: '' },
          ];
          while (pending.length > 0) {
            const { body, prefix } = pending.shift() ?? { body: null, prefix: '' };
            const rows = body ? [...body.children] : [];
            const later: { body: Element | null; prefix: string }[] = [];
            for (const row of rows) {
              const cells = [...row.children];
              const label = prefix + (cells[0]?.textContent ?? '').trim();
              const nested = cells[1]?.querySelector(':scope > table > tbody') ?? null;
              if (nested) later.push({ body: nested, prefix: `${label} › ` });
              else
                seen.push({
                  label,
                  value: cells
                    .slice(1)
                    .map((cell) => (cell.textContent ?? '').trim())
                    .join(' | '),
                });
            }
            pending.unshift(...later);
          }
          return seen;
        });
      },
    }),
  );
