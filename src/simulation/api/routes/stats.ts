import { ORCHESTRATION } from '../../../contract/endpoints/orchestration';
import { TIME_RANGE } from '../../../contract/requests/value-lists';
import { accountOf } from '../../access/acting';
import { listedRuns } from '../../access/resources/runs';
import { badRequest } from '../../DemoError';
import { runEngineOf } from '../../kernel/run-engine';
import { summaryRowOf } from '../../orchestration/views';
import { sessionStats } from '../../stats/session-stats';
import { route } from '../route-kit';
import type { Route } from '../router';

/** The server's list limit when the page sends none, and its ceiling (spec 2 §9: limit 20). */
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

const HOUR = 3_600_000;

/** `24h`, `7d`, `90m` → ms; anything else is refused. */
function timeRangeMs(value: unknown): number {
  if (value === undefined || value === '') return 24 * HOUR;
  const match = typeof value === 'string' ? TIME_RANGE.exec(value.trim()) : null;
  if (!match) throw badRequest('time_range must look like 24h, 7d or 90m');
  const unit = { m: 60_000, h: HOUR, d: 24 * HOUR }[match[2] as 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

function limitOf(value: unknown): number {
  if (value === undefined || value === '') return DEFAULT_LIMIT;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw badRequest('limit must be a positive whole number');
  return Math.min(limit, MAX_LIMIT);
}

/** GET /api/stats (the user's own session statistics) and GET /api/orchestration/status (the account's runs). */
export const statsRoutes: Route[] = [
  route(ORCHESTRATION.stats, async (ctx) => {
    return sessionStats(ctx, await ctx.actingInAccount());
  }),
  route(ORCHESTRATION.overview, async (ctx) => {
    const input = await ctx.input();
    const acting = await ctx.actingInAccount();
    const range = timeRangeMs(input.time_range);
    const limit = limitOf(input.limit);
    const engine = runEngineOf(ctx);
    const runs = listedRuns(acting, engine.list(accountOf(acting), ctx.now));
    const recent = runs
      .filter((run) => ctx.now - run.createdAt <= range)
      .sort((a, b) => b.createdAt - a.createdAt);
    const byStatus = new Map<string, number>();
    for (const run of recent) byStatus.set(run.status, (byStatus.get(run.status) ?? 0) + 1);
    const active = runs.filter((run) => run.status === 'in_progress');
    return {
      orchestrations: recent.slice(0, limit).map((run) => summaryRowOf(run, ctx.now)),
      total: recent.length,
      summary: {
        active_stats: [
          {
            active_count: active.filter((run) => run.recoveryState !== 'suspended').length,
            suspended_count: active.filter((run) => run.recoveryState === 'suspended').length,
          },
        ],
        by_type_and_status: [...byStatus].map(([status, count]) => ({ status, count })),
      },
    };
  }),
];
