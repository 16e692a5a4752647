import type { OrchestrationStatus } from '../../../src/core/domain/orchestration';
import { OrchestrationFeature } from '../../../src/ui/orchestration/orchestration-feature';
import type { RunProgressViewModel } from '../../../src/ui/orchestration/RunProgressViewModel';
import type { StatusPageViewModel } from '../../../src/ui/status/StatusPageViewModel';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { ViewModelChat } from '../chat/ViewModelChat';
import type { ReportedRun } from './orchestration-words';

const RUN_STATUS = /\/api\/chat\/[^/]+\/[^/]+\/(fast-track|salesforce-orchestration)-status/;
const RUN_STOP = /\/api\/chat\/[^/]+\/[^/]+\/stop-(fast-track|salesforce-orchestration)/;

function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url).pathname;
}

/**
 * The orchestration screens' thin driver on the view-model level: the run panels the open chat
 * shows (attached as the message list attaches them), the status page's view model, and what the
 * in-process backend is made to report.
 */
export class ViewModelOrchestration {
  /** The run panels on screen, in the order they appeared. */
  shown: RunProgressViewModel[] = [];
  private shownIn: unknown = null;
  private page: StatusPageViewModel | null = null;
  private reported: ReportedRun | null = null;
  private stopFails = false;
  private intercepting = false;

  constructor(
    readonly app: UseTheViewModels,
    readonly chat: ViewModelChat,
  ) {}

  /** Like the message list: every run message on screen gets its progress, attached once. */
  async runsOnScreen(): Promise<RunProgressViewModel[]> {
    const workspace = await this.chat.shownWorkspace();
    if (this.shownIn !== this.app.container) {
      // A page load: the earlier page's runs are gone with it.
      for (const run of this.shown) run.detached();
      this.shown = [];
      this.shownIn = this.app.container;
    }
    const registry = (await this.app.feature(OrchestrationFeature)()).runsOfChat(
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
    if (fresh.length > 0) await this.app.wait(10);
    await this.app.settled();
    return runs;
  }

  /** Another screen shows (the chat is left without a page load): its runs' panels are gone. */
  leftTheChat(): void {
    for (const run of this.shown) run.detached();
    this.shown = [];
  }

  /** Another screen shows instead of the status page (no page load). */
  leftTheStatusPage(): void {
    this.page?.closed();
    this.page = null;
  }

  /** From now on the backend answers every run's status with this (and stops fail when `stopFails`). */
  async report(run: ReportedRun | null, stopFails: boolean): Promise<void> {
    this.reported = run;
    this.stopFails = stopFails;
    if (this.intercepting) return;
    this.intercepting = true;
    const backend = this.app.backend;
    const answer = backend.fetch;
    backend.fetch = async (input, init) => {
      const path = pathOf(input);
      if (this.stopFails && RUN_STOP.test(path))
        return Response.json({ error: 'Stop failed' }, { status: 500 });
      if (this.reported && RUN_STATUS.test(path)) return Response.json(this.reported as OrchestrationStatus);
      return answer(input, init);
    };
  }

  /** The status page, opened afresh (the page's own view model, as the route makes it). */
  async openStatusPage(): Promise<void> {
    this.page?.closed();
    this.reloadAsked = false;
    this.page = (await this.app.feature(OrchestrationFeature)()).createStatusPage(() => {
      this.reloadAsked = true;
    });
    this.page.opened();
  }

  /** The status page asked the browser to reload it (its Retry): what the browser would do next. */
  reloadAsked = false;

  get status(): StatusPageViewModel {
    if (!this.page) throw new Error('The status page is not open');
    return this.page;
  }

  /** Failed calls are retried with real back-off: wait (boundedly) until both parts answered. */
  async loaded(): Promise<void> {
    const until = Date.now() + 10_000;
    while (
      (this.status.stats.state === 'loading' || this.status.overview.state === 'loading') &&
      Date.now() < until
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await this.app.settled();
    }
  }

  dispose(): void {
    for (const run of this.shown) run.detached();
    this.page?.closed();
  }
}
