import { describe, expect, it } from 'vitest';
import { pickResultView } from './pick-result-view';

const analysis = { summary: 'Pacing is fine', recommendations: ['Keep going'] };
const qa = { comparisons: [{ field: 'budget', expected: 1, actual: 1, match: true }] };
const executor = { affected_line_items: ['LI 1'] };

describe('pickResultView', () => {
  it.each([
    ['analyze-campaign', 'cross-platform', 'cross-platform'],
    ['analyze-campaign', 'ttd', 'ttd'],
    ['optimize-campaign', 'ttd', 'ttd'],
    ['optimize-campaign', 'dv360', 'dv360'],
    ['optimize-campaign', 'youtube-dv360', 'dv360'],
    ['ttd-optimizer', undefined, 'ttd'],
  ])('shows %s / %s as the %s analysis', (action, subAction, variant) => {
    const choice = pickResultView(action, subAction, analysis);
    expect(choice.kind).toBe('analysis');
    expect(choice.kind === 'analysis' && choice.model.variant).toBe(variant);
  });

  it('finds the analysis scope in the result when there is no sub-action', () => {
    const choice = pickResultView('analyze-campaign', undefined, { ...analysis, platform: 'The Trade Desk' });
    expect(choice.kind === 'analysis' && choice.model.variant).toBe('ttd');
  });

  it('reads the demo analysis_type when the sub-action names no scope', () => {
    const choice = pickResultView('optimize-campaign', undefined, {
      ...analysis,
      analysis_type: 'dv360_optimizer',
    });
    expect(choice.kind === 'analysis' && choice.model.variant).toBe('dv360');
  });

  it('shows analyses of other platforms as a table', () => {
    expect(pickResultView('analyze-campaign', 'reddit', analysis).kind).toBe('table');
  });

  it('shows QA comparisons and executor results in their views', () => {
    expect(pickResultView('qa-campaign', 'dv360', qa).kind).toBe('qa-comparison');
    expect(pickResultView('optimization-executor', 'ttd', executor).kind).toBe('optimization-executor');
  });

  it.each([
    ['an analysis without analysis parts', 'analyze-campaign', 'ttd', { campaign: 'x' }],
    ['a QA result without comparisons', 'qa-campaign', undefined, { summary: 'done' }],
    ['an executor result without line items', 'optimization-executor', undefined, { summary: 'done' }],
    ['an executor result that is text', 'optimization-executor', undefined, 'done'],
    ['an unrelated action', 'campaign-processor', undefined, qa],
    ['no action', undefined, undefined, executor],
  ])('falls back to the table for %s', (_, action, subAction, json) => {
    expect(pickResultView(action, subAction, json)).toEqual({ kind: 'table' });
  });
});
