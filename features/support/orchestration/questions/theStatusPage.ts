import { question } from '../../questions/Question';
import { onTheOrchestrations } from '../drivers';
import type { OrchestrationRowSeen } from '../orchestration-words';

/** The status page's visible texts: titles, card labels and values, notes, errors. */
export const theStatusPage = () =>
  question(
    'what the status page shows',
    onTheOrchestrations({
      async viewModel(orchestrations) {
        const page = orchestrations.status;
        const texts = [
          'Session Statistics',
          ...(page.stats.state === 'loaded' ? ['Messages Per Action', 'Recent Activity'] : []),
          'Fast Track Orchestrations',
          ...(page.overview.state === 'loaded' ? ['Recent Orchestrations (Last 24h)'] : []),
          ...page.statCards.flatMap((card) => [card.label, String(card.value)]),
          ...(page.stats.state === 'error' ? [page.stats.message] : []),
          ...(page.overview.state === 'error' ? [page.overview.message] : []),
          ...(page.cards
            ? [
                `Active ${page.cards.active}`,
                `Completed (24h) ${page.cards.completed}`,
                `Failed (24h) ${page.cards.failed}`,
                `Suspended ${page.cards.suspended}`,
              ]
            : []),
          ...(page.overview.state === 'loaded' && page.rows.length === 0
            ? ['No orchestrations found in the last 24 hours']
            : []),
          ...(page.note ? [page.note] : []),
          `Timezone: ${page.timeZone}`,
          page.autoRefresh ? 'Auto-refresh (10s) on' : 'Auto-refresh (10s) off',
        ];
        return texts.join('\n');
      },
      async browser(orchestrations) {
        const checkbox = orchestrations.page.getByRole('checkbox', { name: 'Auto-refresh (10s)' });
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText: what is shown, not hidden text.
        const text = (await orchestrations.page.locator('main').innerText()).replace(/\s+/g, ' ');
        return `${text}\n${(await checkbox.isChecked()) ? 'Auto-refresh (10s) on' : 'Auto-refresh (10s) off'}`;
      },
    }),
  );

/** The rows of the status page's orchestration table. */
export const theOrchestrationRows = () =>
  question(
    "the status page's orchestrations",
    onTheOrchestrations<OrchestrationRowSeen[]>({
      async viewModel(orchestrations) {
        return orchestrations.status.rows.map((row) => ({
          messageId: row.messageId,
          type: row.type,
          platform: row.platform,
          status: row.status,
          progress: `${row.percent}%${row.processingSteps ? ` ${row.processingSteps}` : ''}`,
          duration: row.duration,
          restarts: row.restarts,
          stuck: row.stuckHint !== null,
          parallel: row.parallel,
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
        }));
      },
      async browser(orchestrations) {
        const rows = await orchestrations.page
          .getByRole('table', { name: 'Recent Orchestrations (Last 24h)' })
          .locator('tbody tr')
          .all();
        return Promise.all(
          rows.map(async (row) => {
            const cells = await row.locator('td').allInnerTexts();
            return {
              messageId: (cells[0] ?? '').trim(),
              type: cells[1] ?? '',
              platform: cells[2] ?? '',
              status: cells[3] ?? '',
              progress: (cells[4] ?? '').replace(/\s+/g, ' ').trim(),
              duration: (cells[5] ?? '').trim(),
              restarts: cells[6] ?? '',
              stuck: (await row.getByRole('img', { name: 'Stuck for >2 hours' }).count()) > 0,
              parallel: (await row.getByRole('img', { name: 'Parallel processing' }).count()) > 0,
              createdAt: (cells[7] ?? '').trim(),
              updatedAt: (cells[8] ?? '').trim(),
            };
          }),
        );
      },
    }),
  );
