import { describe, expect, it } from 'vitest';
import type { WorkflowType } from '../../core/domain/orchestration';
import { ManualClock } from '../../core/testing/ManualClock';
import { stepDurationMs } from './plan';
import { RunEngine, type StartRunRequest } from './RunEngine';
import { EMPTY_INPUT, engineData, scriptedWorkers } from './testing';
import { chatStatusOf, summaryRowOf } from './views';

function request(workflow: WorkflowType = 'fast-track', key = 'msg-user-1'): StartRunRequest {
  return {
    key,
    messageId: 'msg-1',
    chatId: 'chat-1',
    userId: 'u-1',
    accountId: 'acc-1',
    workflow,
    platform: 'dv360',
    seed: 7,
    input: EMPTY_INPUT,
  };
}

function setup(options: Parameters<typeof scriptedWorkers>[0] = {}) {
  const clock = new ManualClock(1_000_000);
  const data = engineData();
  const workers = scriptedWorkers(options);
  const engine = () => new RunEngine(data, workers, 1);
  return { clock, data, workers, engine };
}

const duration = (step: 'campaign' | 'creative' | 'launcher' | 'api') => stepDurationMs(7, step, 1);

describe('the run engine', () => {
  it('runs campaign and creative in parallel, then the launcher after both, then the API', () => {
    const { clock, engine, workers } = setup();
    const { run } = engine().start(request(), clock.now());
    expect(run.steps.campaign.status).toBe('processing');
    expect(run.steps.creative.status).toBe('processing');
    expect(run.steps.launcher.status).toBe('pending');

    const bothDone = Math.max(duration('campaign'), duration('creative'));
    clock.jump(bothDone - 1);
    expect(engine().read('msg-1', clock.now())?.steps.launcher.status).toBe('pending');
    clock.jump(1);
    const atLauncher = engine().read('msg-1', clock.now());
    expect(atLauncher?.steps.launcher).toMatchObject({
      status: 'processing',
      startedAt: 1_000_000 + bothDone,
    });

    clock.jump(duration('launcher') + duration('api'));
    const done = engine().read('msg-1', clock.now());
    expect(done?.status).toBe('completed');
    expect(workers.worked.map((entry) => entry.step).slice(-2)).toEqual(['launcher', 'api']);
    expect(chatStatusOf(done!)).toMatchObject({ progress_percentage: 100, api_result: { success: true } });
  });

  it('places every step where the clock says when read late (no step waits for a reader)', () => {
    const { clock, engine } = setup();
    engine().start(request(), clock.now());
    clock.jump(60 * 60 * 1000);
    const run = engine().read('msg-1', clock.now());
    const bothDone = Math.max(duration('campaign'), duration('creative'));
    expect(run?.finishedAt).toBe(1_000_000 + bothDone + duration('launcher') + duration('api'));
  });

  it('skips creative in the shell variant: the launcher waits for the campaign only', () => {
    const { clock, engine } = setup();
    const { run } = engine().start(request('fast-track-shell'), clock.now());
    expect(run.steps.creative.status).toBe('skipped');
    clock.jump(duration('campaign'));
    expect(engine().read('msg-1', clock.now())?.steps.launcher.status).toBe('processing');
  });

  it('halts every processing step at once on stop, and a stopped run never advances again', () => {
    const { clock, engine, data } = setup();
    engine().start(request(), clock.now());
    clock.jump(1000);
    const result = engine().stop('msg-1', clock.now());
    expect(result?.kind).toBe('stopped');
    clock.jump(10 * 60 * 1000);
    const run = engine().read('msg-1', clock.now());
    expect(run).toMatchObject({ status: 'stopped' });
    expect(run?.steps.campaign.status).toBe('stopped');
    expect(run?.steps.creative.status).toBe('stopped');
    expect(run?.steps.launcher.status).toBe('pending');
    expect(data.messages[0]).toMatchObject({ status: 'failed', content: 'Stopped by user' });
    expect(engine().stop('msg-1', clock.now())?.kind).toBe('already-finished');
  });

  it('fails the run at the step that failed, with its reason, and halts its parallel sibling', () => {
    const { clock, engine, data } = setup({ failAt: 'campaign', error: 'Line items do not add up' });
    engine().start(request(), clock.now());
    clock.jump(duration('campaign'));
    const run = engine().read('msg-1', clock.now());
    expect(run).toMatchObject({ status: 'failed', error: 'Line items do not add up' });
    expect(run?.steps.campaign.status).toBe('failed');
    expect(['stopped', 'completed']).toContain(run?.steps.creative.status);
    expect(run?.steps.launcher.status).toBe('pending');
    expect(chatStatusOf(run!)).toMatchObject({ status: 'failed', error_message: 'Line items do not add up' });
    expect(data.messages[0]).toMatchObject({ status: 'failed', content: 'Line items do not add up' });
  });

  it('starts once per key: a retried start answers the existing run', () => {
    const { clock, engine, data } = setup();
    const first = engine().start(request(), clock.now());
    const again = engine().start(request(), clock.now() + 500);
    expect(again.created).toBe(false);
    expect(again.run.id).toBe(first.run.id);
    expect(data.runs).toHaveLength(1);
  });

  it('after a restart carries on from where the clock says and counts the restart', () => {
    const { clock, engine, data } = setup();
    engine().start(request(), clock.now());
    const stored = JSON.parse(JSON.stringify(data));
    clock.jump(Math.max(duration('campaign'), duration('creative')) + 1);
    const restarted = new RunEngine(stored, scriptedWorkers(), 1);
    expect(restarted.resumeAfterRestart(clock.now())).toBe(1);
    const run = restarted.read('msg-1', clock.now());
    expect(run).toMatchObject({ restartCount: 1, recoveryState: 'recovered', status: 'in_progress' });
    expect(run?.steps.launcher.status).toBe('processing');
    expect(summaryRowOf(run!, clock.now())).toMatchObject({ restart_count: 1, recovery_state: 'recovered' });
  });

  it('marks a run stuck when a step stalls for more than two hours', () => {
    const { clock, engine } = setup();
    const { run } = engine().start(request(), clock.now());
    run.steps.campaign.stalled = true;
    run.steps.creative.stalled = true;
    clock.jump(2 * 60 * 60 * 1000 + 1);
    const row = summaryRowOf(engine().read('msg-1', clock.now())!, clock.now());
    expect(row).toMatchObject({ is_stuck: true, has_parallel_processing: true, duration_minutes: 120 });
    expect(row.processing_steps).toEqual(['campaign-processing', 'creative-processing']);
  });
});
