import type { OrchestrationStatus } from '../../../src/core/domain/orchestration';
import { GENERIC_STEP_ICON, stepIcon } from '../../../src/ui/icons/step-icons';
import { OrchestrationFeature } from '../../../src/ui/orchestration/orchestration-feature';
import type { RunProgressViewModel } from '../../../src/ui/orchestration/RunProgressViewModel';
import type { StatusPageViewModel } from '../../../src/ui/status/StatusPageViewModel';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { ViewModelChat } from '../chat/ViewModelChat';
import type {
  OrchestrationAbility,
  OrchestrationRowSeen,
  ReportedRun,
  RunSeen,
} from './OrchestrationAbility';

/** The status page's read of the orchestrations (spec 2 §7). */
const ORCHESTRATIONS_PATH = '/api/orchestration/status';

const RUN_STATUS = /\/api\/chat\/[^/]+\/[^/]+\/(fast-track|salesforce-orchestration)-status/;
const RUN_STOP = /\/api\/chat\/[^/]+\/[^/]+\/stop-(fast-track|salesforce-orchestration)/;

function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url).pathname;
}

/** The orchestration screens through their view models on the memory profile, as the components use them. */
export class ViewModelOrchestration implements OrchestrationAbility {
  private shown: RunProgressViewModel[] = [];
  private shownIn: unknown = null;
  private page: StatusPageViewModel | null = null;
  private reported: ReportedRun | null = null;
  private stopFails = false;
  private intercepting = false;
  /** The orchestrations' reads made before the status page opened. */
  private readsBefore = 0;

  constructor(
    private readonly driver: UseTheViewModels,
    private readonly chat: ViewModelChat,
  ) {}

  /** Like the message list: every run message on screen gets its progress, attached once. */
  async runs(): Promise<RunSeen[]> {
    const workspace = await this.chat.shownWorkspace();
    if (this.shownIn !== this.driver.container) {
      // A page load: the earlier page's runs are gone with it.
      for (const run of this.shown) run.detached();
      this.shown = [];
      this.shownIn = this.driver.container;
    }
    const registry = (await this.driver.feature(OrchestrationFeature)()).runsOfChat(
      workspace.thread.chatId ?? '',
    );
    const runs = [
      ...new Set(
        workspace.thread.messages
          .map((message) => registry.progressFor(message))
          .filter((run): run is RunProgressViewModel => run !== null),
      ),
    ];
    const fresh = runs.filter((run) => !this.shown.includes(run));
    for (const run of fresh) {
      run.attached();
      this.shown.push(run);
    }
    // The first read is due at once on the page's clock.
    if (fresh.length > 0) await this.driver.wait(10);
    await this.driver.settled();
    return runs.map((run) => ({
      messageId: run.target.messageId,
      percent: run.percent,
      steps: run.steps.map((step) => `${step.label}: ${step.status}`),
      stopOffered: run.stopVisible,
      outcome: run.outcomeText,
      alert: run.stopError,
      links: run.links,
      chartHeight: run.chartHeight,
      collapsed: run.collapsed,
      // What the panel draws: a step's icon shows while the steps do.
      icons: [run.stepId, ...(run.collapsed ? [] : run.steps.map((step) => step.stepId))].filter(
        (id) => stepIcon(id) !== GENERIC_STEP_ICON,
      ),
    }));
  }

  private async run(index: number): Promise<RunProgressViewModel> {
    await this.runs();
    const run = this.shown[index];
    if (!run) throw new Error(`There is no run number ${index + 1} on screen`);
    return run;
  }

  async stopRun(index: number): Promise<void> {
    await (await this.run(index)).stopClicked();
    await this.driver.settled();
  }

  async toggleRunSteps(index: number): Promise<void> {
    (await this.run(index)).collapseToggled();
  }

  async backendReports(run: ReportedRun | null, options: { stopFails?: boolean } = {}): Promise<void> {
    this.reported = run;
    this.stopFails = options.stopFails ?? false;
    if (this.intercepting) return;
    this.intercepting = true;
    const backend = this.driver.backend;
    const answer = backend.fetch;
    backend.fetch = async (input, init) => {
      const path = pathOf(input);
      if (this.stopFails && RUN_STOP.test(path))
        return Response.json({ error: 'Stop failed' }, { status: 500 });
      if (this.reported && RUN_STATUS.test(path)) return Response.json(this.reported as OrchestrationStatus);
      return answer(input, init);
    };
  }

  async openStatusPage(): Promise<void> {
    await this.driver.open('/status');
    this.readsBefore = await this.driver.callsTo(ORCHESTRATIONS_PATH);
    this.page?.closed();
    this.page = (await this.driver.feature(OrchestrationFeature)()).createStatusPage();
    this.page.opened();
    await this.driver.wait(100);
    await this.loaded();
  }

  /** Failed calls are retried with real back-off: wait (boundedly) until both parts answered. */
  private async loaded(): Promise<void> {
    const until = Date.now() + 10_000;
    while (
      (this.status.stats.state === 'loading' || this.status.overview.state === 'loading') &&
      Date.now() < until
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await this.driver.settled();
    }
  }

  private get status(): StatusPageViewModel {
    if (!this.page) throw new Error('The status page is not open');
    return this.page;
  }

  async statusPageTexts(): Promise<string> {
    const page = this.status;
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
  }

  async orchestrationRows(): Promise<OrchestrationRowSeen[]> {
    return this.status.rows.map((row) => ({
      messageId: row.messageId,
      type: row.type,
      platform: row.platform,
      status: row.status,
      progress: `${row.percent}%${row.processingSteps ? ` ${row.processingSteps}` : ''}`,
      restarts: row.restarts,
      stuck: row.stuckHint !== null,
      parallel: row.parallel,
    }));
  }

  async switchAutoRefresh(on: boolean): Promise<void> {
    if (this.status.autoRefresh !== on) this.status.autoRefreshToggled();
    await this.driver.settled();
  }

  async refreshStatusPage(): Promise<void> {
    await this.status.refreshClicked();
    await this.driver.settled();
  }

  async orchestrationReads(): Promise<number> {
    return (await this.driver.callsTo(ORCHESTRATIONS_PATH)) - this.readsBefore;
  }

  async retry(): Promise<void> {
    await this.status.retryClicked();
    await this.loaded();
  }

  dispose(): void {
    for (const run of this.shown) run.detached();
    this.page?.closed();
  }
}
