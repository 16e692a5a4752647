import type { SessionStats } from '../../domain/orchestration';
import { STATUS_PAGE_TEXTS } from '../../domain/orchestration-run/texts';
import type { ActingContext } from '../../ports/acting-context';
import type { OrchestrationPort } from '../../ports/OrchestrationPort';
import { attempt, failed, type Outcome } from '../outcome';

/**
 * The statistics cards, bars and recent activity of /status. Without a user or an account no
 * call is made and the failure carries spec 2 §8's words for it.
 */
export class LoadSessionStats {
  constructor(private readonly orchestration: OrchestrationPort) {}

  async execute(ctx: ActingContext | null): Promise<Outcome<SessionStats>> {
    if (!ctx?.userId) return failed('not-allowed', STATUS_PAGE_TEXTS.noSession);
    if (!ctx.accountId) return failed('not-allowed', STATUS_PAGE_TEXTS.noAccount);
    return attempt(() => this.orchestration.fetchStats(ctx));
  }
}

export const LoadSessionStatsToken = Symbol.for('LoadSessionStats');
