import { describe, expect, it } from 'vitest';
import { briefcaseDate } from './briefcase-date';

const now = new Date(2026, 10, 23, 16, 30);

describe('briefcase file dates (spec 1 §2)', () => {
  it('says Today or Yesterday with the time', () => {
    expect(briefcaseDate(new Date(2026, 10, 23, 14, 5), now)).toBe('Today, 2:05 PM');
    expect(briefcaseDate(new Date(2026, 10, 22, 9, 0), now)).toBe('Yesterday, 9:00 AM');
  });

  it('shows M/D/YY with the time for older files', () => {
    expect(briefcaseDate(new Date(2026, 10, 3, 14, 5), now)).toBe('11/3/26, 2:05 PM');
    expect(briefcaseDate(new Date(2024, 0, 15, 8, 45), now)).toBe('1/15/24, 8:45 AM');
  });

  it('shows Invalid Date or N/A instead of failing', () => {
    expect(briefcaseDate('31/31/2026', now)).toBe('Invalid Date');
    expect(briefcaseDate(null, now)).toBe('N/A');
  });
});
