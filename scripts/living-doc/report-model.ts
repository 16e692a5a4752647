import type { Rule } from './rule-catalogue';
import type { Level, Result, ScenarioRun } from './scenario-results';

export interface RuleScenario {
  feature: string;
  scenario: string;
  level: Level;
  result: Result;
}

/** proven: every scenario that ran passed; failing: one did not; not run: none ran; uncovered: none cites it. */
export type RuleStatus = 'proven' | 'failing' | 'not run' | 'uncovered';

export interface RuleReport {
  id: string;
  spec: number;
  section: string;
  rule: string;
  scenarios: RuleScenario[];
}

export interface RuleEntry extends RuleReport {
  sectionTitle: string;
  status: RuleStatus;
}

export const RULE_TAG = /^@(R\d\.\d+(?:\.\d+)?\.\d{2})$/;

/** The rule ids a scenario's tags cite. */
export const citedRules = (tags: readonly string[]): string[] =>
  tags.flatMap((tag) => RULE_TAG.exec(tag)?.slice(1, 2) ?? []);

/**
 * The runs of both levels: a browser scenario (@browser) the browser run did not report is listed
 * at that level as not run, so a page without a browser report says so instead of hiding it; so is
 * a @browser-only one (`browserOnly`: the scenarios a dry run of them found), which the view-model
 * run never holds.
 */
export function withBrowserLevel(
  viewModel: ScenarioRun[],
  browser: ScenarioRun[],
  browserOnly: ScenarioRun[] = [],
): ScenarioRun[] {
  const ranInBrowser = new Set(browser.map((run) => `${run.uri}#${run.scenario}`));
  const missing = [...viewModel.filter((run) => run.tags.includes('@browser')), ...browserOnly]
    .filter((run) => !ranInBrowser.has(`${run.uri}#${run.scenario}`))
    .map((run): ScenarioRun => ({ ...run, level: 'browser', result: 'not run' }));
  return [...viewModel, ...browser, ...missing];
}

function statusOf(scenarios: RuleScenario[]): RuleStatus {
  if (scenarios.length === 0) return 'uncovered';
  // A skipped scenario (a level it does not apply to) proves nothing either way.
  const ran = scenarios.filter((scenario) => scenario.result !== 'not run' && scenario.result !== 'skipped');
  if (ran.length === 0) return 'not run';
  return ran.every((scenario) => scenario.result === 'passed') ? 'proven' : 'failing';
}

/** Every rule with the scenarios that cite it and what their last run proved. */
export function buildRuleEntries(rules: Rule[], runs: ScenarioRun[]): RuleEntry[] {
  const byRule = new Map<string, RuleScenario[]>();
  for (const run of runs) {
    for (const id of citedRules(run.tags)) {
      const scenarios = byRule.get(id) ?? [];
      scenarios.push({ feature: run.feature, scenario: run.scenario, level: run.level, result: run.result });
      byRule.set(id, scenarios);
    }
  }
  return rules.map((rule) => {
    const scenarios = byRule.get(rule.id) ?? [];
    return { ...rule, scenarios, status: statusOf(scenarios) };
  });
}

/** rules.json: the shape analysts' own tools read. */
export const toRulesJson = (entries: RuleEntry[]): RuleReport[] =>
  entries.map(({ id, spec, section, rule, scenarios }) => ({ id, spec, section, rule, scenarios }));

/** Rule ids cited by scenarios that the catalogue does not hold, with where they are cited. */
export function unknownCitations(
  rules: Rule[],
  runs: ScenarioRun[],
): { id: string; scenario: string; uri: string }[] {
  const known = new Set(rules.map((rule) => rule.id));
  return runs.flatMap((run) =>
    citedRules(run.tags)
      .filter((id) => !known.has(id))
      .map((id) => ({ id, scenario: run.scenario, uri: run.uri })),
  );
}
