import { describe, expect, it } from 'vitest';
import { isOneOf, isPlatformApiAction, PLATFORM_API_ACTIONS } from './agent-actions';

describe('agent names (spec 1 §3)', () => {
  it('knows the platform campaign-creation actions, Amazon DSP included', () => {
    expect(PLATFORM_API_ACTIONS).toHaveLength(11);
    expect(isPlatformApiAction('amazon-dsp-api')).toBe(true);
    expect(isPlatformApiAction('dv360-api')).toBe(true);
    expect(isPlatformApiAction('youtube-dv360-api')).toBe(true);
    expect(isPlatformApiAction('salesforce-api')).toBe(false);
    expect(isPlatformApiAction(undefined)).toBe(false);
  });

  it('matches an action only by its exact name', () => {
    expect(isOneOf('campaign-processor', ['campaign-processor'])).toBe(true);
    expect(isOneOf('Campaign-Processor', ['campaign-processor'])).toBe(false);
    expect(isOneOf(undefined, ['campaign-processor'])).toBe(false);
  });
});
