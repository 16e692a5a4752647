import { describe, expect, it } from 'vitest';
import { timedOutText } from './error-texts';

describe('chat error texts (spec 1 §8)', () => {
  it('names the processing id of a timed-out request', () => {
    expect(timedOutText('chat-42', 'm-7')).toBe(
      'The request has timed out. Please contact support referencing processing ID: chat-42_m-7',
    );
  });
});
