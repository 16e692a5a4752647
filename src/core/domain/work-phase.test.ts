import { describe, expect, it } from 'vitest';
import { isFinished, phaseOf } from './work-phase';

describe('when asynchronous work has finished', () => {
  it('finishes on completed, failed and stopped (spec 1 §4) and on timeout (spec 2 §4.3)', () => {
    expect(['completed', 'failed', 'stopped', 'timeout', 'COMPLETED'].every(isFinished)).toBe(true);
  });

  it('goes on for processing, pending, judged results and words it does not know', () => {
    expect(
      ['processing', 'in_progress', 'pending', 'approved', 'queued', 'constructor', undefined].some(
        isFinished,
      ),
    ).toBe(false);
  });

  it('reads a timeout and an error as a failure', () => {
    expect(phaseOf('timeout')).toBe('failed');
    expect(phaseOf('error')).toBe('failed');
    expect(phaseOf('Stopped')).toBe('stopped');
    expect(phaseOf('in_progress')).toBe('in-progress');
  });
});
