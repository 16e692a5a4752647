import { describe, expect, it } from 'vitest';
import { percentile, ratio, spread } from './timing';

describe('the bench figures over several runs', () => {
  it('gives the median with the fastest and slowest run of durations', () => {
    expect(spread([30, 10, 50, 20, 40])).toEqual({ median: 30, best: 10, worst: 50 });
  });

  it('takes the higher middle run of an even count as the median', () => {
    expect(spread([4, 1, 3, 2]).median).toBe(3);
  });

  it('calls the highest rate the best', () => {
    expect(spread([200, 100, 300], true)).toEqual({ median: 200, best: 300, worst: 100 });
  });

  it('answers zeros for no runs', () => {
    expect(spread([])).toEqual({ median: 0, best: 0, worst: 0 });
  });

  it('reads a percentile from unsorted durations, the last one at most', () => {
    const durations = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(durations, 0.95)).toBe(96);
    expect(percentile(durations, 1)).toBe(100);
    expect(percentile([], 0.95)).toBe(0);
  });

  it('prints how many times its base a figure is, and no ratio over a zero base', () => {
    expect(ratio(31, 25)).toBe('1.24×');
    expect(ratio(50, 100)).toBe('0.50×');
    expect(ratio(3, 0)).toBe('–');
  });
});
