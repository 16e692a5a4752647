import { describe, expect, it } from 'vitest';
import { fastTrackFailedText, salesforcePollingErrorText, timedOutText } from './error-texts';

describe('chat error texts (spec 1 §8)', () => {
  it('names the processing id of a timed-out request', () => {
    expect(timedOutText('chat-42', 'm-7')).toBe(
      'The request has timed out. Please contact support referencing processing ID: chat-42_m-7',
    );
  });

  it('reports a fast-track failure with its error', () => {
    expect(fastTrackFailedText('DV360 rejected the budget')).toBe(
      'Fast track failed: DV360 rejected the budget',
    );
  });

  it('falls back to a default that names the cause', () => {
    expect(fastTrackFailedText(undefined)).toBe('Fast track failed: An error occurred during processing');
    expect(fastTrackFailedText('  ')).toBe('Fast track failed: An error occurred during processing');
    expect(fastTrackFailedText(null, 'connection')).toBe(
      'Fast track failed: Connection terminated unexpectedly',
    );
  });

  it('reports a Salesforce polling error', () => {
    expect(salesforcePollingErrorText('Network Error')).toBe(
      'Error polling Salesforce orchestration status: Network Error',
    );
  });
});
