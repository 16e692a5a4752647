import { question } from '../../questions/Question';
import { onTheWork } from '../drivers';

/** The latest QA's comparison as its table reads it, a row per field: 'Field: expected | actual'. */
export const theQaComparison = () =>
  question(
    'the QA comparison',
    onTheWork<string[]>({
      async viewModel(work) {
        const choice = work.viewOf(await work.latestResult());
        return choice.kind === 'qa-comparison'
          ? choice.model.comparisons.map((row) => `${row.field}: ${row.expected} | ${row.actual}`)
          : [];
      },
      async browser(work) {
        const rows = (await work.latestView('QA comparison'))
          .getByRole('table', { name: 'QA comparison by field' })
          .locator('tbody tr');
        return rows.evaluateAll((found) =>
          found.map((row) => {
            const [field, expected, actual] = [...row.querySelectorAll('th, td')].map(
              (cell) => cell.textContent,
            );
            return `${field}: ${expected} | ${actual}`;
          }),
        );
      },
    }),
  );
