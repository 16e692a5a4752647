import { describe, expect, it } from 'vitest';
import { statusTone } from './status-tone';

describe('statusTone', () => {
  it.each([
    ['passed', 'good'],
    ['PASS', 'good'],
    ['valid', 'good'],
    ['Completed', 'good'],
    [true, 'good'],
    ['extracted', 'good'],
    ['generated', 'neutral'],
    ['failed', 'bad'],
    ['invalid', 'bad'],
    ['mismatch', 'bad'],
    [false, 'bad'],
    ['needs_review', 'warn'],
    ['passed_with_warnings', 'warn'],
    ['partial-match', 'warn'],
    ['completed_with_errors', 'warn'],
    ['no issues', 'neutral'],
    ['', 'neutral'],
    [undefined, 'neutral'],
  ] as const)('reads %s as %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
