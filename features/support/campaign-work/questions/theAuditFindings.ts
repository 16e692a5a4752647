import { question } from '../../questions/Question';
import { onTheWork } from '../drivers';

/** The latest audit's findings as its table reads them, severity then area ('high Creative'), worst first. */
export const theAuditFindings = () =>
  question(
    'the audit findings',
    onTheWork<string[]>({
      async viewModel(work) {
        const choice = work.viewOf(await work.latestResult());
        return choice.kind === 'audit'
          ? choice.model.findings.map((item) => `${item.severity} ${item.area}`)
          : [];
      },
      async browser(work) {
        const rows = (await work.latestView('Campaign audit'))
          .getByRole('table', { name: 'Audit findings' })
          .locator('tbody tr');
        return rows.evaluateAll((found) =>
          found.map((row) =>
            [...row.querySelectorAll('td')]
              .slice(0, 2)
              .map((cell) => cell.textContent)
              .join(' '),
          ),
        );
      },
    }),
  );
