import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './timestamp-input';

const iso = (date: Date) => date.toISOString();

describe('reading a timestamp before formatting it (spec 3 §8)', () => {
  it('shows N/A when there is no timestamp', () => {
    expect(formatTimestamp(undefined, iso)).toBe('N/A');
    expect(formatTimestamp(null, iso)).toBe('N/A');
    expect(formatTimestamp('', iso)).toBe('N/A');
  });

  it('shows Invalid Date when the timestamp cannot be read', () => {
    expect(formatTimestamp('not a date', iso)).toBe('Invalid Date');
    expect(formatTimestamp(Number.NaN, iso)).toBe('Invalid Date');
    expect(formatTimestamp(new Date('nope'), iso)).toBe('Invalid Date');
  });

  it('reads ISO text, epoch milliseconds and dates alike', () => {
    expect(formatTimestamp('2026-11-23T10:00:00.000Z', iso)).toBe('2026-11-23T10:00:00.000Z');
    expect(formatTimestamp(Date.parse('2026-11-23T10:00:00Z'), iso)).toBe('2026-11-23T10:00:00.000Z');
    expect(formatTimestamp(new Date('2026-11-23T10:00:00Z'), iso)).toBe('2026-11-23T10:00:00.000Z');
  });
});
