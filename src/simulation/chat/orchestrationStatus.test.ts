import { describe, expect, it } from 'vitest';
import type { DemoMessage } from '../data/types';
import { orchestrationStatusOf } from './orchestrationStatus';

const start = Date.parse('2026-11-23T10:00:00Z');

function run(action: string, durationMs = 90_000): DemoMessage {
  return {
    id: 'msg-1',
    chat_id: 'chat-1',
    user_id: 'u-1',
    account_id: 'acc-1',
    type: 'bot',
    content: 'Starting',
    timestamp: new Date(start).toISOString(),
    action,
    status: 'processing',
    pending: {
      startedAt: start,
      completesAt: start + durationMs,
      result: { status: 'failed', content: 'Connection terminated unexpectedly' },
    },
  };
}

describe('orchestration progress (spec 2 §4.1)', () => {
  it('skips the creative step of the shell variant and spans 0–75', () => {
    const shell = run('fast-track-shell');
    expect(orchestrationStatusOf(shell, start + 1000)).toMatchObject({
      creative_status: 'skipped',
      campaign_status: 'processing',
      progress_percentage: 3,
    });
    expect(orchestrationStatusOf(shell, start + 80_000)).toMatchObject({
      api_status: 'processing',
      progress_percentage: 53,
    });
  });

  it('runs Salesforce as campaign, launcher and salesforce steps', () => {
    const salesforce = run('salesforce-orchestration');
    expect(orchestrationStatusOf(salesforce, start + 70_000)).toMatchObject({
      status: 'in_progress',
      current_step: 'salesforce-processing',
      creative_status: 'skipped',
      launcher_status: 'completed',
    });
  });

  it('reports a failed run with its error on the API step', () => {
    const failed = { ...run('fast-track'), status: 'failed' as const };
    expect(orchestrationStatusOf(failed, start + 100_000)).toMatchObject({
      status: 'failed',
      api_status: 'failed',
      error_message: 'Connection terminated unexpectedly',
    });
  });

  it('has nothing to say about other messages', () => {
    expect(orchestrationStatusOf(run('campaign-processor'), start)).toBeNull();
  });
});
