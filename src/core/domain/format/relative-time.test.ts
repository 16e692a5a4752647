import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date(2026, 10, 23, 16, 30);
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relative time (spec 2 §9)', () => {
  it('says Just now under a minute, and for a future timestamp', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59 * SECOND), now)).toBe('Just now');
    expect(relativeTime(ago(-5 * MINUTE), now)).toBe('Just now');
  });

  it('counts whole minutes under an hour', () => {
    expect(relativeTime(ago(MINUTE), now)).toBe('1m ago');
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe('59m ago');
  });

  it('counts whole hours under a day', () => {
    expect(relativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23h ago');
  });

  it('counts whole days under a week', () => {
    expect(relativeTime(ago(DAY), now)).toBe('1d ago');
    expect(relativeTime(ago(7 * DAY - SECOND), now)).toBe('6d ago');
  });

  it('shows the date from a week on', () => {
    expect(relativeTime(ago(7 * DAY), now)).toBe('11/16/2026');
  });

  it('shows Invalid Date or N/A instead of failing', () => {
    expect(relativeTime('soon', now)).toBe('Invalid Date');
    expect(relativeTime('', now)).toBe('N/A');
  });
});
