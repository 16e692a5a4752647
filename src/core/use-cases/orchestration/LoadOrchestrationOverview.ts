import type { OrchestrationOverview } from '../../domain/orchestration';
import { STATUS_PAGE_LIMITS } from '../../domain/orchestration-run/status-page';
import { STATUS_PAGE_TEXTS } from '../../domain/orchestration-run/texts';
import type { ActingContext } from '../../ports/acting-context';
import type { OrchestrationPort } from '../../ports/OrchestrationPort';
import { attempt, failed, type Outcome } from '../outcome';

/** The "Fast Track Orchestrations" section of /status: the last 24 h, at most 20 from the server. */
export class LoadOrchestrationOverview {
  constructor(private readonly orchestration: OrchestrationPort) {}

  async execute(ctx: ActingContext | null): Promise<Outcome<OrchestrationOverview>> {
    // Session and account problems read like any other failure here (spec 2 §8).
    if (!ctx?.userId || !ctx.accountId) return failed('not-allowed', STATUS_PAGE_TEXTS.orchestrationsFailed);
    const account = { userId: ctx.userId, accountId: ctx.accountId };
    return attempt(() =>
      this.orchestration.fetchOverview(account, {
        limit: STATUS_PAGE_LIMITS.serverLimit,
        timeRange: STATUS_PAGE_LIMITS.timeRange,
      }),
    );
  }
}

export const LoadOrchestrationOverviewToken = Symbol.for('LoadOrchestrationOverview');
