import { describe, expect, it } from 'vitest';
import { readQaComparison } from './qa-model';

describe('readQaComparison', () => {
  it('reads expected against actual per field with the pass/fail flag', () => {
    const model = readQaComparison({
      summary: '1 of 2 checks failed',
      overall_status: 'failed',
      comparisons: [
        { field: 'total_budget', expected: 5000, actual: 5000, match: true },
        { field: 'end_date', expected: '2025-06-30', actual: '2025-06-15', match: false },
      ],
      platform: 'dv360',
    });
    expect(model).toEqual({
      summary: '1 of 2 checks failed',
      overallStatus: 'failed',
      comparisons: [
        { field: 'total budget', expected: '5000', actual: '5000', passed: true, note: undefined },
        { field: 'end date', expected: '2025-06-30', actual: '2025-06-15', passed: false, note: undefined },
      ],
      passedCount: 1,
      failedCount: 1,
      rest: { platform: 'dv360' },
    });
  });

  it('takes the counts the backend reported, which may cover more checks than listed', () => {
    const model = readQaComparison({
      comparisons: [{ field: 'budget', expected: 1, actual: 1, match: true, notes: 'Same' }],
      checks_passed: 9,
      checks_failed: 2,
      campaign_name: 'Spring',
    });
    expect([model?.passedCount, model?.failedCount]).toEqual([9, 2]);
    expect(model?.comparisons[0]?.note).toBe('Same');
    expect(model?.rest).toEqual({ campaign_name: 'Spring' });
  });

  it('decides by a status word when there is no flag', () => {
    const model = readQaComparison({
      checks: [
        { name: 'Budget', expected_value: 1, actual_value: 2, status: 'PASS' },
        { name: 'Geo', planned: 'US', live: 'US', result: 'mismatch' },
      ],
    });
    expect(model?.comparisons.map((comparison) => comparison.passed)).toEqual([true, false]);
    expect(model?.comparisons[0]?.note).toBe('PASS');
  });

  it('compares the values when nothing else says', () => {
    const model = readQaComparison({
      results: [
        { field: 'geo', expected: 'US', actual: 'CA' },
        { field: 'x', expected: null, actual: '' },
      ],
    });
    expect(model?.comparisons.map((comparison) => comparison.passed)).toEqual([false, undefined]);
    expect(model?.failedCount).toBe(1);
  });

  it('reads a map from field to comparison', () => {
    const model = readQaComparison({
      comparisons: { flight_start: { expected: 'a', actual: 'a', passed: 'true' } },
    });
    expect(model?.comparisons).toEqual([
      { field: 'flight start', expected: 'a', actual: 'a', passed: true, note: undefined },
    ]);
  });

  it.each([
    ['no comparisons', { summary: 'QA done' }],
    ['results without both sides', { results: [{ field: 'a', expected: 1 }] }],
    ['results without a field name', { results: [{ expected: 1, actual: 1 }] }],
    ['comparisons of the wrong type', { comparisons: 'all good' }],
    ['null', null],
  ])('is not a QA comparison: %s', (_, json) => {
    expect(readQaComparison(json)).toBeUndefined();
  });
});
