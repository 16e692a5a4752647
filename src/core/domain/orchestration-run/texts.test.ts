import { describe, expect, it } from 'vitest';
import { fastTrackFailedText, salesforcePollingErrorText } from './texts';

describe("a run's failure texts (spec 2 §8)", () => {
  it('reports a fast-track failure with its error, or the default when it has none', () => {
    expect(fastTrackFailedText('DV360 rejected the budget')).toBe(
      'Fast track failed: DV360 rejected the budget',
    );
    expect(fastTrackFailedText(undefined)).toBe('Fast track failed: An error occurred during processing');
    expect(fastTrackFailedText('  ')).toBe('Fast track failed: An error occurred during processing');
  });

  it('reports a Salesforce polling error', () => {
    expect(salesforcePollingErrorText('Network Error')).toBe(
      'Error polling Salesforce orchestration status: Network Error',
    );
  });
});
