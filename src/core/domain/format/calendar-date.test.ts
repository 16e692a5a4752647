import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendar-date';

describe('plain calendar date', () => {
  it('writes month/day/year without leading zeros', () => {
    expect(calendarDate(new Date(2024, 2, 5, 23, 59))).toBe('3/5/2024');
    expect(calendarDate(new Date(2026, 11, 31))).toBe('12/31/2026');
  });
});
