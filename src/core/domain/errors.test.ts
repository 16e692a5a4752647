import { describe, expect, it } from 'vitest';
import { BackendError, limitRefusalText } from './errors';

describe('limitRefusalText', () => {
  it("answers the backend's text for a refusal over a limit", () => {
    const tooLong = new BackendError(
      'ERR_BAD_REQUEST',
      'message is too long: the limit is 10,000 characters',
      400,
    );
    expect(limitRefusalText(tooLong)).toBe('message is too long: the limit is 10,000 characters');
    const tooLarge = new BackendError(
      'ERR_BAD_REQUEST',
      'The request body is too large: the limit is 1 MB',
      413,
    );
    expect(limitRefusalText(tooLarge)).toBe('The request body is too large: the limit is 1 MB');
  });

  it('answers null for other failures, so they keep their own texts', () => {
    expect(limitRefusalText(new BackendError('ERR_BAD_REQUEST', 'summary is required', 400))).toBeNull();
    expect(limitRefusalText(new BackendError('ERR_BAD_RESPONSE', 'the limit is near', 500))).toBeNull();
    expect(limitRefusalText(new Error('the limit is 1 MB'))).toBeNull();
  });
});
