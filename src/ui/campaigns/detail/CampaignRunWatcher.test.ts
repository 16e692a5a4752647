import { describe, expect, it } from 'vitest';
import type { CampaignOrchestrationStatus } from '../../../core/domain/orchestration';
import { ManualClock } from '../../../core/testing/ManualClock';
import { failed, type Outcome, succeeded } from '../../../core/use-cases/outcome';
import { CampaignRunWatcher } from './CampaignRunWatcher';

function watcher(answers: (() => Promise<Outcome<CampaignOrchestrationStatus>>)[]) {
  const clock = new ManualClock();
  const seen: string[] = [];
  const ended: string[] = [];
  let calls = 0;
  const instance = new CampaignRunWatcher({
    clock,
    readRun: () => {
      const answer = answers[Math.min(calls, answers.length - 1)] as () => Promise<
        Outcome<CampaignOrchestrationStatus>
      >;
      calls += 1;
      return answer();
    },
    readMessage: async () => succeeded({ status: 'completed' }),
    onRun: (status) => seen.push(status.status),
    onRunEnded: (status) => ended.push(status.status),
    onMessage: () => {},
  });
  return { clock, instance, seen, ended, calls: () => calls };
}

const processing = async () => succeeded<CampaignOrchestrationStatus>({ status: 'processing' });
const completed = async () => succeeded<CampaignOrchestrationStatus>({ status: 'completed' });

describe('CampaignRunWatcher (spec 2 §9)', () => {
  it('polls every 3 s until a terminal state, then stops', async () => {
    const { clock, instance, seen, ended, calls } = watcher([processing, processing, completed]);
    instance.watchRun('msg-1');
    await clock.advance(0);
    expect(calls()).toBe(1);
    await clock.advance(2999);
    expect(calls()).toBe(1);
    await clock.advance(1);
    await clock.advance(3000);
    expect(seen).toEqual(['processing', 'processing', 'completed']);
    expect(ended).toEqual(['completed']);
    await clock.advance(30_000);
    expect(calls()).toBe(3);
  });

  it('keeps polling through errors, a 404 included', async () => {
    const { clock, instance, calls } = watcher([async () => failed('not-found', 'gone'), processing]);
    instance.watchRun('msg-1');
    await clock.advance(0);
    await clock.advance(3000);
    await clock.advance(3000);
    expect(calls()).toBe(3);
  });

  it('restarts polling when no poll succeeded for over 10 s (a call that never answers)', async () => {
    const never = () => new Promise<Outcome<CampaignOrchestrationStatus>>(() => {});
    const { clock, instance, calls } = watcher([never, processing]);
    instance.watchRun('msg-1');
    await clock.advance(0);
    expect(calls()).toBe(1);
    await clock.advance(10_000);
    expect(calls()).toBe(1);
    await clock.advance(5000);
    expect(calls()).toBe(2);
  });
});
