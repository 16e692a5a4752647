import { describe, expect, it } from 'vitest';
import { editDialogFor } from './edit-dialog';

describe('which dialog edits a result (spec 1 §2)', () => {
  it.each([
    ['campaign-processor', 'Update Campaign Details'],
    ['campaign-augmentor', 'Update Campaign Details'],
    ['creative-processor', 'Update Creative Details'],
    ['creative-augmentor', 'Update Creative Details'],
    ['campaign-launcher', 'Update Launch Configuration Details'],
    ['launch-augmentor', 'Update Launch Configuration Details'],
  ])('edits a %s result in "%s"', (action, title) => {
    expect(editDialogFor(action)?.title).toBe(title);
  });

  it('offers no edit for other results', () => {
    expect(editDialogFor('dv360-api')).toBeNull();
    expect(editDialogFor('ask-assistant')).toBeNull();
    expect(editDialogFor(undefined)).toBeNull();
  });
});
