import { describe, expect, it } from 'vitest';
import type { CampaignOrchestrationStatus } from '../orchestration';
import { campaignSubTasks } from './sub-tasks';

const run = (
  status: string,
  steps: Partial<Record<'campaign' | 'creative' | 'launcher' | 'api', string>>,
): CampaignOrchestrationStatus => ({
  status,
  stepProgress: Object.fromEntries(Object.entries(steps).map(([key, value]) => [key, { status: value }])),
});

const read = (status: CampaignOrchestrationStatus | null, assign?: string) =>
  campaignSubTasks(status, assign).map((task) => `${task.label}: ${task.stateText}`);

describe('campaign sub-tasks (spec 2 §4.3)', () => {
  it('are not shown before any run', () => {
    expect(campaignSubTasks(null)).toEqual([]);
  });

  it('follow the steps of a running fast-track', () => {
    expect(
      read(
        run('processing', {
          campaign: 'completed',
          creative: 'processing',
          launcher: 'pending',
          api: 'pending',
        }),
      ),
    ).toEqual([
      'Insertion order: Done',
      'Creative assets: In progress',
      'Launch template: Waiting',
      'Uploaded to the destination: Waiting',
    ]);
  });

  it('show creative assets of a shell run as awaited until the assignment completes', () => {
    const shell = run('completed', {
      campaign: 'completed',
      creative: 'skipped',
      launcher: 'completed',
      api: 'completed',
    });
    expect(read(shell)[1]).toBe('Creative assets: Awaiting creatives');
    expect(read(shell, 'processing')[1]).toBe('Creative assets: In progress');
    expect(read(shell, 'completed')[1]).toBe('Creative assets: Done');
    expect(read(shell, 'timeout')[1]).toBe('Creative assets: Failed');
    expect(read(shell)[3]).toBe('Uploaded to the destination: Done');
  });

  it('mark a failed step and the steps that will never run', () => {
    expect(
      read(
        run('failed', { campaign: 'completed', creative: 'completed', launcher: 'completed', api: 'failed' }),
      ),
    ).toEqual([
      'Insertion order: Done',
      'Creative assets: Done',
      'Launch template: Done',
      'Uploaded to the destination: Failed',
    ]);
    expect(
      read(run('stopped', { campaign: 'stopped', creative: 'processing', launcher: 'pending' })),
    ).toEqual([
      'Insertion order: Stopped',
      'Creative assets: Stopped',
      'Launch template: Not started',
      'Uploaded to the destination: Not started',
    ]);
  });

  it('read unknown step values as waiting rather than failing', () => {
    expect(read(run('processing', { campaign: 'weird' }))[0]).toBe('Insertion order: Waiting');
    expect(read({ status: 'processing' })).toHaveLength(4);
  });
});
