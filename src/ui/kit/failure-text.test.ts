import { describe, expect, it } from 'vitest';
import { failed } from '../../core/use-cases/outcome';
import { failureText, quoting, serverWords } from './failure-text';

describe('failureText (one wording rule for every screen)', () => {
  it("shows a core rule's refusal in its own words, whatever the screen's wording", () => {
    const refusal = failed('not-allowed', 'Role name is required');
    expect(failureText(refusal, 'Failed to save role')).toBe('Role name is required');
    expect(failureText(refusal, { otherwise: 'x', rejected: 'y' })).toBe('Role name is required');
  });

  it("shows the screen's wording for any other failure, quoting the server where it asks to", () => {
    const refused = failed('rejected', 'Name already taken');
    expect(failureText(refused, 'Failed to create folder')).toBe('Failed to create folder');
    expect(failureText(refused, quoting('Failed to save role: '))).toBe(
      'Failed to save role: Name already taken',
    );
  });

  it('picks the wording of the failure kind, else the general one', () => {
    const wording = { rejected: 'Holds campaigns', refused: serverWords, otherwise: 'Try again' };
    expect(failureText(failed('rejected', 'x'), wording)).toBe('Holds campaigns');
    expect(failureText(failed('refused', 'Not your account'), wording)).toBe('Not your account');
    expect(failureText(failed('unavailable', 'timeout'), wording)).toBe('Try again');
  });
});
