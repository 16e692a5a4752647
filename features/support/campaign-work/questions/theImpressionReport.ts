import { question } from '../../questions/Question';
import { onTheWork } from '../drivers';

/** What the latest impression report shows. */
export interface ImpressionReportSeen {
  /** Whether it charts delivery against plan. */
  chart: boolean;
  /** How many weeks its table lists. */
  weeks: number;
}

/** The latest impression report: whether it charts delivery against plan, and its weeks. */
export const theImpressionReport = () =>
  question(
    'the impression report',
    onTheWork<ImpressionReportSeen>({
      async viewModel(work) {
        const choice = work.viewOf(await work.latestResult());
        if (choice.kind !== 'delivery-report') return { chart: false, weeks: 0 };
        return { chart: choice.model.chart.planned.length > 0, weeks: choice.model.table.rows.length };
      },
      async browser(work) {
        const view = await work.latestView('Impression report');
        const chart = view.getByRole('img', { name: /^Delivery against plan/ });
        const weeks = view.getByRole('table', { name: 'Delivery by week' }).locator('tbody tr');
        return { chart: (await chart.count()) > 0, weeks: await weeks.count() };
      },
    }),
  );
