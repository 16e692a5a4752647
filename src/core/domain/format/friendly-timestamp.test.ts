import { describe, expect, it } from 'vitest';
import { friendlyTimestamp } from './friendly-timestamp';

// Local-time dates keep the examples true in any time zone.
const now = new Date(2026, 10, 23, 16, 30);

describe('message list timestamps (spec 1 §2)', () => {
  it('shows only the time for today', () => {
    expect(friendlyTimestamp(new Date(2026, 10, 23, 14, 5), now)).toBe('2:05 PM');
    expect(friendlyTimestamp(new Date(2026, 10, 23, 0, 1), now)).toBe('12:01 AM');
  });

  it('says Yesterday at the time for yesterday', () => {
    expect(friendlyTimestamp(new Date(2026, 10, 22, 14, 5), now)).toBe('Yesterday at 2:05 PM');
    expect(friendlyTimestamp(new Date(2026, 10, 22, 23, 59), new Date(2026, 10, 23, 0, 0))).toBe(
      'Yesterday at 11:59 PM',
    );
  });

  it('shows a short date with the time earlier this year', () => {
    expect(friendlyTimestamp(new Date(2026, 10, 3, 14, 5), now)).toBe('Nov 3, 2:05 PM');
    expect(friendlyTimestamp(new Date(2026, 0, 1, 9, 0), now)).toBe('Jan 1, 9:00 AM');
  });

  it('shows the date with its year for older messages', () => {
    expect(friendlyTimestamp(new Date(2024, 10, 3, 14, 5), now)).toBe('Nov 3, 2024');
    expect(friendlyTimestamp(new Date(2025, 11, 31, 23, 0), now)).toBe('Dec 31, 2025');
  });

  it('accepts ISO text and epoch milliseconds', () => {
    const today = new Date(2026, 10, 23, 14, 5);
    expect(friendlyTimestamp(today.toISOString(), now)).toBe('2:05 PM');
    expect(friendlyTimestamp(today.getTime(), now.getTime())).toBe('2:05 PM');
  });

  it('shows Invalid Date or N/A instead of failing', () => {
    expect(friendlyTimestamp('garbage', now)).toBe('Invalid Date');
    expect(friendlyTimestamp(undefined, now)).toBe('N/A');
  });
});
