import { describe, expect, it } from 'vitest';
import { progressPercentage } from './progress';

describe('progress of a run (spec 2 §4.1)', () => {
  it.each([
    [{ campaign: 'pending', creative: 'pending' }, 0],
    [{ campaign: 'processing', creative: 'skipped' }, 33],
    [{ campaign: 'processing', creative: 'processing' }, 3],
    [{ campaign: 'completed', creative: 'processing' }, 33],
    [{ campaign: 'completed', creative: 'completed', launcher: 'processing' }, 36],
    [{ campaign: 'completed', creative: 'skipped', launcher: 'completed', api: 'processing' }, 70],
    [{ campaign: 'completed', creative: 'completed', launcher: 'completed', api: 'completed' }, 100],
    [{ campaign: 'completed', creative: 'completed', launcher: 'stopped' }, 36],
  ] as const)('fast-track %o is %i%%', (statuses, percent) => {
    expect(progressPercentage('fast-track', statuses)).toBe(percent);
  });

  it.each([
    [{ campaign: 'processing', creative: 'skipped' }, 3],
    [{ campaign: 'completed', creative: 'skipped', launcher: 'processing' }, 28],
    [{ campaign: 'completed', creative: 'skipped', launcher: 'completed', api: 'processing' }, 53],
    [{ campaign: 'completed', creative: 'skipped', launcher: 'completed', api: 'completed' }, 75],
  ] as const)('shell %o is %i%%', (statuses, percent) => {
    expect(progressPercentage('fast-track-shell', statuses)).toBe(percent);
  });

  it('counts Salesforce steps campaign, launcher and salesforce on the fast-track spans', () => {
    expect(
      progressPercentage('salesforce-orchestration', { campaign: 'completed', launcher: 'processing' }),
    ).toBe(36);
  });
});
