import { describe, expect, it } from 'vitest';
import { canStop, outcomeTextOf, percentOf } from './run-view';

describe('stop button (spec 2 §2.1)', () => {
  it.each([
    ['in_progress', 'campaign-processing', true],
    ['in_progress', 'upload-creatives', false],
    ['in_progress', 'assign-creatives', false],
    ['completed', 'completed', false],
    ['stopped', 'campaign-processing', false],
    ['failed', 'api-processing', false],
  ])('status %s at %s: shown %s', (status, currentStep, shown) => {
    expect(canStop({ status, currentStep })).toBe(shown);
  });
});

describe('outcome texts (spec 2 §8)', () => {
  it('says who stopped it, and why it failed with the default when the server gives no reason', () => {
    expect(outcomeTextOf('fast-track', { status: 'stopped' })).toBe('Stopped by user');
    expect(outcomeTextOf('fast-track', { status: 'failed', errorMessage: 'Sandbox outage' })).toBe(
      'Fast track failed: Sandbox outage',
    );
    expect(outcomeTextOf('fast-track', { status: 'failed' })).toBe(
      'Fast track failed: An error occurred during processing',
    );
    expect(outcomeTextOf('fast-track', { status: 'in_progress' })).toBeNull();
  });

  it('reads the percentage from the steps, else the server figure clamped', () => {
    expect(
      percentOf('fast-track', {
        status: 'in_progress',
        campaignStatus: 'completed',
        creativeStatus: 'completed',
        launcherStatus: 'processing',
      }),
    ).toBe(36);
    expect(percentOf('fast-track', { status: 'in_progress', progressPercentage: 140 })).toBe(100);
  });
});
