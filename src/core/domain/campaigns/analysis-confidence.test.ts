import { describe, expect, it } from 'vitest';
import { confidencePercent } from './analysis-confidence';

describe('the file analysis confidence', () => {
  it.each([
    [0.92, 92],
    [1, 100],
    [0.6049, 60],
    [85, 85],
    [33.4, 33],
    [0, null],
    [-1, null],
    [250, null],
    [Number.NaN, null],
  ])('%s reads as %s', (confidence, percent) => {
    expect(confidencePercent(confidence)).toBe(percent);
  });
});
