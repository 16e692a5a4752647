import { describe, expect, it } from 'vitest';
import { lastUpdated } from './last-updated';

const now = new Date(2026, 10, 23, 16, 30);
const daysBefore = (days: number, hour = 12) => new Date(2026, 10, 23 - days, hour, 0);

describe('last-updated display (spec 3 §9)', () => {
  it('says Today for today, whatever the hour', () => {
    expect(lastUpdated(new Date(2026, 10, 23, 0, 1), now)).toBe('Today');
  });

  it('says Yesterday for the previous calendar day, even a few minutes ago', () => {
    expect(lastUpdated(new Date(2026, 10, 22, 23, 59), new Date(2026, 10, 23, 0, 2))).toBe('Yesterday');
    expect(lastUpdated(daysBefore(1), now)).toBe('Yesterday');
  });

  it('counts days from 2 up to 7', () => {
    expect(lastUpdated(daysBefore(2), now)).toBe('2 days ago');
    expect(lastUpdated(daysBefore(7, 0), now)).toBe('7 days ago');
  });

  it('shows the date after 7 days', () => {
    expect(lastUpdated(daysBefore(8, 23), now)).toBe('11/15/2026');
    expect(lastUpdated(new Date(2024, 1, 29), now)).toBe('2/29/2024');
  });

  it('reads a future timestamp as Today', () => {
    expect(lastUpdated(new Date(2026, 10, 24, 9, 0), now)).toBe('Today');
  });

  it('shows Invalid Date or N/A instead of failing', () => {
    expect(lastUpdated('yesterday-ish', now)).toBe('Invalid Date');
    expect(lastUpdated(undefined, now)).toBe('N/A');
  });
});
