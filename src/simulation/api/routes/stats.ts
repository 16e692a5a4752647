import { badRequest } from '../../DemoError';
import type { DemoMessage } from '../../data/types';
import { summaryRowOf } from '../../orchestration/views';
import type { RouteContext } from '../context';
import type { Route } from '../router';
import { runEngineOf } from '../run-engine';
import { bringRunForward } from './chat-runs-read';

/** Entries of "Recent Activity" (spec 2 §2.2). */
const RECENT_ACTIVITY = 10;
/** The server's list limit when the page sends none, and its ceiling (spec 2 §9: limit 20). */
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

const HOUR = 3_600_000;

/** `24h`, `7d`, `90m` → ms; anything else is refused. */
function timeRangeMs(value: unknown): number {
  if (value === undefined || value === '') return 24 * HOUR;
  const match = typeof value === 'string' ? /^(\d{1,4})([mhd])$/.exec(value.trim()) : null;
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

function statsOf(ctx: RouteContext, userId: string, accountId: string) {
  const chats = ctx.data.chats.filter((chat) => chat.user_id === userId && chat.account_id === accountId);
  const chatIds = new Set(chats.map((chat) => chat.id));
  const messages = ctx.data.messages.filter((message) => chatIds.has(message.chat_id));
  for (const message of messages) if (message.status === 'processing') bringRunForward(ctx, message.id);
  const perAction = new Map<string, number>();
  for (const message of messages) {
    if (message.type === 'bot' && message.action)
      perAction.set(message.action, (perAction.get(message.action) ?? 0) + 1);
  }
  const summaryOf = (message: DemoMessage) =>
    chats.find((chat) => chat.id === message.chat_id)?.summary ?? '';
  return {
    totalChats: chats.length,
    totalMessages: messages.length,
    filesUploaded: messages
      .filter((message) => message.type === 'user')
      .reduce((sum, message) => sum + (message.file_metadata?.length ?? 0), 0),
    messagesPerAction: [...perAction]
      .map(([action, count]) => ({ action, count }))
      .sort((a, b) => b.count - a.count || a.action.localeCompare(b.action)),
    recentActivity: messages
      .filter((message) => message.type === 'bot' && message.action)
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
      .slice(0, RECENT_ACTIVITY)
      .map((message) => ({
        timestamp: message.timestamp,
        chatSummary: summaryOf(message),
        action: message.action,
      })),
  };
}

/** GET /api/stats (the user's own session statistics) and GET /api/orchestration/status (the account's runs). */
export const statsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/stats',
    async handle(ctx) {
      const { actor, accountId } = await ctx.actorInAccount();
      return statsOf(ctx, actor.id, accountId);
    },
  },
  {
    method: 'GET',
    path: '/api/orchestration/status',
    async handle(ctx) {
      const input = await ctx.input();
      const { accountId } = await ctx.actorInAccount();
      const range = timeRangeMs(input.time_range);
      const limit = limitOf(input.limit);
      const engine = runEngineOf(ctx);
      const runs = engine.list(accountId, ctx.now);
      engine.done();
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
    },
  },
];
