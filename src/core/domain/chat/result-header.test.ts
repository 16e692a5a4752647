import { describe, expect, it } from 'vitest';
import { resultHeader } from './result-header';

describe('header of a platform campaign creation (spec 1 §8)', () => {
  it('says created when the result or its api result succeeded', () => {
    expect(resultHeader({ action: 'dv360-api', status: 'completed', jsonResponse: { success: true } })).toBe(
      'Campaign created successfully. Details below:',
    );
    expect(resultHeader({ action: 'fb-api', jsonResponse: { apiResult: { success: true } } })).toBe(
      'Campaign created successfully. Details below:',
    );
  });

  it('has no header when the result says nothing about its outcome', () => {
    expect(resultHeader({ action: 'fb-api', jsonResponse: { campaign_id: '123' } })).toBeNull();
  });

  it('says creation failed when the result, its api_result, its error or the message say so', () => {
    const failed = 'Campaign creation failed. Please check the details below and try again.';
    expect(resultHeader({ action: 'ttd-api', jsonResponse: { success: false } })).toBe(failed);
    expect(resultHeader({ action: 'ttd-api', jsonResponse: { api_result: { success: false } } })).toBe(
      failed,
    );
    expect(resultHeader({ action: 'ttd-api', jsonResponse: '{"error":"Invalid advertiser"}' })).toBe(failed);
    expect(resultHeader({ action: 'ttd-api', status: 'failed', jsonResponse: { success: true } })).toBe(
      failed,
    );
  });
});

describe('generic header of other results (spec 1 §8)', () => {
  it('says completed or failed when the result says so', () => {
    expect(resultHeader({ action: 'allocate-budget', jsonResponse: { success: true } })).toBe(
      'Operation completed successfully...',
    );
    expect(resultHeader({ action: 'allocate-budget', jsonResponse: { status: 'failed' } })).toBe(
      'Operation failed...',
    );
    expect(resultHeader({ action: 'campaign-processor', status: 'failed', jsonResponse: {} })).toBe(
      'Operation failed...',
    );
  });

  it('has no header when the result says nothing about its outcome', () => {
    expect(
      resultHeader({ action: 'campaign-processor', jsonResponse: { campaign_name: 'Acme' } }),
    ).toBeNull();
    expect(resultHeader({ action: 'campaign-processor', jsonResponse: 'not json' })).toBeNull();
  });

  it('has no header while processing', () => {
    expect(
      resultHeader({ action: 'dv360-api', status: 'processing', jsonResponse: { success: false } }),
    ).toBeNull();
  });
});
