import { describe, expect, it } from 'vitest';
import { buildRuleEntries, citedRules, unknownCitations, withBrowserLevel } from './report-model';
import type { Rule } from './rule-catalogue';
import type { ScenarioRun } from './scenario-results';

const rule = (id: string): Rule => ({
  id,
  spec: 1,
  section: '2',
  sectionTitle: 'Screens',
  rule: `rule ${id}`,
});
const run = (scenario: string, tags: string[], result: ScenarioRun['result'] = 'passed'): ScenarioRun => ({
  uri: 'features/x.feature',
  feature: 'X',
  scenario,
  tags,
  level: 'view model',
  result,
});

describe('the report model', () => {
  it('reads the rule ids among a scenario tags', () => {
    expect(citedRules(['@browser', '@R2.4.3.07', '@R1.2.01', '@R1.2'])).toEqual(['R2.4.3.07', 'R1.2.01']);
  });

  it('lists under each rule the scenarios citing it, and says whether they proved it', () => {
    const entries = buildRuleEntries(
      [rule('R1.2.01'), rule('R1.2.02'), rule('R1.2.03')],
      [run('Enter sends', ['@R1.2.01', '@R1.2.02']), run('Shift+Enter', ['@R1.2.02'], 'failed')],
    );
    expect(entries.map((entry) => [entry.id, entry.status, entry.scenarios.map((s) => s.scenario)])).toEqual([
      ['R1.2.01', 'proven', ['Enter sends']],
      ['R1.2.02', 'failing', ['Enter sends', 'Shift+Enter']],
      ['R1.2.03', 'uncovered', []],
    ]);
  });

  it('counts a rule whose scenarios did not run, or were skipped, as not run, not as proven', () => {
    const [entry] = buildRuleEntries(
      [rule('R1.2.01')],
      [run('Enter sends', ['@R1.2.01'], 'not run'), run('Shaky', ['@R1.2.01'], 'skipped')],
    );
    expect(entry?.status).toBe('not run');
  });

  it('lists a browser scenario without a browser report as not run in the browser', () => {
    const runs = withBrowserLevel([run('Enter sends', ['@browser']), run('Grows', [])], []);
    expect(runs.map((r) => [r.scenario, r.level, r.result])).toEqual([
      ['Enter sends', 'view model', 'passed'],
      ['Grows', 'view model', 'passed'],
      ['Enter sends', 'browser', 'not run'],
    ]);
  });

  it('lists a browser-only scenario as not run in the browser until a browser run reports it', () => {
    const planned: ScenarioRun = {
      ...run('The drawer', ['@browser', '@browser-only', '@R1.2.53']),
      level: 'browser',
    };
    expect(withBrowserLevel([], [], [planned]).map((r) => [r.scenario, r.level, r.result])).toEqual([
      ['The drawer', 'browser', 'not run'],
    ]);
    const reported: ScenarioRun = { ...planned, result: 'passed' };
    expect(withBrowserLevel([], [reported], [planned]).map((r) => r.result)).toEqual(['passed']);
  });

  it('keeps the browser report of a scenario that has one', () => {
    const browserRun: ScenarioRun = { ...run('Enter sends', ['@browser'], 'failed'), level: 'browser' };
    expect(withBrowserLevel([run('Enter sends', ['@browser'])], [browserRun])).toHaveLength(2);
  });

  it('names the rule ids cited that the catalogue does not hold', () => {
    expect(unknownCitations([rule('R1.2.01')], [run('Typo', ['@R1.2.01', '@R1.2.99'])])).toEqual([
      { id: 'R1.2.99', scenario: 'Typo', uri: 'features/x.feature' },
    ]);
  });
});
