import { describe, expect, it } from 'vitest';
import { chooseResultHeading } from './result-header';

describe('chooseResultHeading', () => {
  it('says a platform agent created the campaign when it succeeded', () => {
    expect(chooseResultHeading('fb-api', { success: true, campaign_id: '1' })).toEqual({
      outcome: 'success',
      text: 'Campaign created successfully. Details below:',
    });
  });

  it('says campaign creation failed when a platform agent failed', () => {
    expect(chooseResultHeading('tiktok-api', { success: false, error: 'Invalid budget' })).toEqual({
      outcome: 'failure',
      text: 'Campaign creation failed. Please check the details below and try again.',
    });
  });

  it('reads the success flag of an api_result or apiResult', () => {
    expect(chooseResultHeading('dv360-api', { api_result: { success: true } })?.outcome).toBe('success');
    expect(chooseResultHeading('gam-api', { apiResult: { success: 'false' } })?.outcome).toBe('failure');
  });

  it('speaks of an operation for other actions', () => {
    expect(chooseResultHeading('optimization-executor', { success: true })?.text).toBe(
      'Operation completed successfully...',
    );
    expect(chooseResultHeading('salesforce-api', { success: false })?.text).toBe('Operation failed...');
    expect(chooseResultHeading(undefined, { success: false })?.text).toBe('Operation failed...');
  });

  it.each([
    ['no success flag', { campaign_name: 'Spring' }],
    ['a success flag that is not a boolean', { success: 'maybe' }],
    ['text', 'done'],
    ['null', null],
    ['an array', [{ success: true }]],
  ])('shows no heading for %s', (_, json) => {
    expect(chooseResultHeading('fb-api', json)).toBeUndefined();
  });
});
