import { describe, expect, it } from 'vitest';
import { naturalDate } from './natural-dates';

/** A Monday. */
const TODAY = new Date('2026-11-23T09:00:00Z');

describe('dates said in words', () => {
  it.each([
    ['next Friday', '2026-11-27'],
    ['next Monday', '2026-11-30'],
    ['tomorrow', '2026-11-24'],
    ['end of month', '2026-11-30'],
    ['the end of the month', '2026-11-30'],
    ['end of next month', '2026-12-31'],
    ['in 10 days', '2026-12-03'],
    ['in a week', '2026-11-30'],
  ])('dates "%s" against today', (text, iso) => {
    expect(naturalDate(text, TODAY)).toBe(iso);
  });

  it('says nothing of text that is no date', () => {
    expect(naturalDate('soon', TODAY)).toBeUndefined();
    expect(naturalDate('next campaign', TODAY)).toBeUndefined();
  });
});
