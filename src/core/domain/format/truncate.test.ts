import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('cutting a preview', () => {
  it('keeps text up to the length whole and marks a cut', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcd', 3)).toBe('abc...');
    expect(truncate('', 3)).toBe('');
  });
});
