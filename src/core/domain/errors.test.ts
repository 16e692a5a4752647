import { describe, expect, it } from 'vitest';
import { BackendError, errorMessage } from './errors';

describe('errorMessage', () => {
  it("prefers the error's own words", () => {
    expect(errorMessage(new BackendError('rejected', 'summary is required'))).toBe('summary is required');
    expect(errorMessage('plain words')).toBe('plain words');
    expect(errorMessage(42)).toBe('Unknown error');
  });
});
