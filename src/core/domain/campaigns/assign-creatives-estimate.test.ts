import { describe, expect, it } from 'vitest';
import {
  ASSIGN_CREATIVES_OVERDUE_TEXT,
  assignCreativesRemainingText,
  assignCreativesSecondsLeft,
} from './assign-creatives-estimate';

const start = Date.parse('2026-11-23T10:00:00Z');

describe('the assign-creatives estimate (spec 2 §9: 300 seconds)', () => {
  it('counts down from five minutes from the assignment start', () => {
    expect(assignCreativesSecondsLeft(start, start)).toBe(300);
    expect(assignCreativesRemainingText(start, start)).toBe('About 5:00 remaining');
    expect(assignCreativesRemainingText(start, start + 1_000)).toBe('About 4:59 remaining');
    expect(assignCreativesRemainingText(start, start + 1_999)).toBe('About 4:59 remaining');
    expect(assignCreativesRemainingText(start, start + 291_000)).toBe('About 0:09 remaining');
  });

  it('is never negative and says the assignment is late past 300 seconds', () => {
    expect(assignCreativesSecondsLeft(start, start + 300_000)).toBe(0);
    expect(assignCreativesSecondsLeft(start, start + 3_600_000)).toBe(0);
    expect(assignCreativesRemainingText(start, start + 300_000)).toBe(ASSIGN_CREATIVES_OVERDUE_TEXT);
  });

  it('a start in the future (a clock ahead of ours) reads as the full estimate', () => {
    expect(assignCreativesSecondsLeft(start + 10_000, start)).toBe(300);
  });
});
