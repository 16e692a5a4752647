import { describe, expect, it } from 'vitest';
import { DELAYED_POLL_MS, isAsyncAction, POLL_INTERVAL_MS, statusSourceFor } from './async-actions';

describe('which results are polled (spec 1 §4)', () => {
  it.each([
    'campaign-processor',
    'campaign-augmentor',
    'creative-processor',
    'creative-augmentor',
    'campaign-launcher',
    'launch-augmentor',
    'fb-api',
    'dv360-api',
    'reddit-api',
    'fast-track',
    'fast-track-shell',
    'salesforce-orchestration',
    'analyze-campaign',
    'optimize-campaign',
    'qa-campaign',
    'optimization-executor',
  ])('polls %s', (action) => {
    expect(isAsyncAction(action)).toBe(true);
  });

  it('does not poll immediate answers or unknown actions', () => {
    expect(isAsyncAction('ask-assistant')).toBe(false);
    expect(isAsyncAction('chit-chat')).toBe(false);
    expect(isAsyncAction(undefined)).toBe(false);
  });

  it('polls every 2 s, and 1 s later after a new chat (spec 1 §9)', () => {
    expect(POLL_INTERVAL_MS).toBe(2000);
    expect(DELAYED_POLL_MS).toBe(1000);
  });

  it('watches orchestrations through their own status calls', () => {
    expect(statusSourceFor('fast-track')).toBe('fast-track');
    expect(statusSourceFor('fast-track-shell')).toBe('fast-track');
    expect(statusSourceFor('salesforce-orchestration')).toBe('salesforce-orchestration');
    expect(statusSourceFor('campaign-processor')).toBe('message');
  });
});
