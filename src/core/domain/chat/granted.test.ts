import { describe, expect, it } from 'vitest';
import { granted } from './granted';

describe('reading a permission flag (spec 1 §6)', () => {
  it('grants only a flag that is true', () => {
    expect(granted({ can_approve: true }, 'can_approve')).toBe(true);
    expect(granted({ can_approve: false }, 'can_approve')).toBe(false);
    expect(granted({}, 'can_approve')).toBe(false);
  });
});
