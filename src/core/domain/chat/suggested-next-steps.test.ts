import { describe, expect, it } from 'vitest';
import { PLATFORM_API_ACTIONS } from './agent-actions';
import { NEXT_STEPS, suggestedNextSteps } from './suggested-next-steps';

const labels = (action: string | undefined, subAction?: string) =>
  suggestedNextSteps(action, subAction).map((s) => s.label);

describe('suggested next steps after a result (spec 1 §4)', () => {
  it('after reading an insertion order: view, compare, confirm, export, update, process creatives', () => {
    expect(labels('campaign-processor')).toEqual([
      'View original IO',
      'Compare with original IO',
      'Confirm details',
      'Export',
      'Update campaign details',
      'Process creative assets',
    ]);
  });

  it('after updating campaign details: update more, process creatives', () => {
    expect(labels('campaign-augmentor')).toEqual(['Update more campaign details', 'Process creative assets']);
  });

  it('after processing creatives: view, compare, confirm, assign to the campaign', () => {
    expect(labels('creative-processor')).toEqual([
      'View source data',
      'Compare with source data',
      'Confirm processed output',
      'Assign creatives to campaign',
    ]);
    expect(labels('creative-augmentor')).toEqual(['Update more creative details']);
  });

  it('after a launch configuration: confirm, ask for changes, create the campaign', () => {
    const expected = ['Confirm launch template', 'Ask the Assistant to make changes', 'Create the campaign'];
    expect(labels('campaign-launcher')).toEqual(expected);
    expect(labels('launch-augmentor')).toEqual(expected);
  });

  it.each(PLATFORM_API_ACTIONS)(
    'after a campaign is created by %s: screenshot, monitoring, reporting',
    (action) => {
      expect(labels(action)).toEqual(['Generate screenshot', 'Add monitoring', 'Get reporting']);
    },
  );

  it('after a fast-track run: the same, plus asking the Assistant about the campaign', () => {
    const expected = [
      'Generate screenshot',
      'Add monitoring',
      'Get reporting',
      'Ask the Assistant about the campaign',
    ];
    expect(labels('fast-track')).toEqual(expected);
    expect(labels('fast-track-shell')).toEqual(expected);
  });

  it("after a fast-track to a platform: the spec's four, then the work that platform's campaign can use", () => {
    const spec = [
      'Generate screenshot',
      'Add monitoring',
      'Get reporting',
      'Ask the Assistant about the campaign',
    ];
    expect(suggestedNextSteps('fast-track', 'facebook').map((s) => s.label)).toEqual([
      ...spec,
      'Audit the campaign',
      'Copy the campaign',
      'Allocate budget',
      'Assign creatives',
    ]);
    expect(suggestedNextSteps('fast-track-shell', 'youtube-dv360').map((s) => s.label)).toEqual([
      ...spec,
      'Plan a DV360 campaign',
      'Allocate budget',
      'Upload creatives',
    ]);
  });

  it('after a Salesforce opportunity, on its own or at the end of an orchestration: view it, create another', () => {
    expect(labels('salesforce-api')).toEqual(['View opportunity details', 'Create another opportunity']);
    expect(labels('salesforce-orchestration')).toEqual([
      'View opportunity details',
      'Create another opportunity',
    ]);
  });

  it('suggests nothing for unlisted actions', () => {
    expect(labels('ask-assistant')).toEqual([]);
    expect(labels(undefined)).toEqual([]);
  });

  it("suggests nothing for an unknown action named like an object's member", () => {
    for (const action of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(suggestedNextSteps(action)).toEqual([]);
      expect(suggestedNextSteps('campaign-processor', action)).toEqual(NEXT_STEPS['campaign-processor']);
    }
  });

  it('gives every suggestion a message to send', () => {
    for (const steps of Object.values(NEXT_STEPS)) {
      for (const suggestion of steps) expect(suggestion.prompt.trim()).not.toBe('');
    }
  });
});

describe('keys by action__subAction', () => {
  const table = {
    'campaign-processor': [{ label: 'General', prompt: 'general' }],
    'campaign-processor__media-plan': [{ label: 'Media plan', prompt: 'media plan' }],
  };

  it('prefers the action__subAction entry, falling back to the action', () => {
    expect(suggestedNextSteps('campaign-processor', 'media-plan', table)[0]?.label).toBe('Media plan');
    expect(suggestedNextSteps('campaign-processor', 'io', table)[0]?.label).toBe('General');
    expect(suggestedNextSteps('campaign-processor', undefined, table)[0]?.label).toBe('General');
  });

  it('falls back to the action for a real subAction without its own entry', () => {
    expect(labels('dv360-api', 'youtube')).toEqual([
      'Generate screenshot',
      'Add monitoring',
      'Get reporting',
    ]);
  });
});
