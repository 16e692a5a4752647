import { describe, expect, it } from 'vitest';
import { contentPreview } from './preview';

describe('file content preview (spec 1 §9)', () => {
  it('shows up to 100 characters and marks a cut', () => {
    expect(contentPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(contentPreview('b'.repeat(101))).toBe(`${'b'.repeat(100)}...`);
  });

  it('shows nothing for a file without content', () => {
    expect(contentPreview(undefined)).toBe('');
  });
});
