/**
 * The scenarios of one cucumber run and how each ended, read from cucumber's message stream
 * (`--format message:file.ndjson`). Only the fields the living documentation needs are typed.
 */
export type Level = 'view model' | 'browser';
export type Result = 'passed' | 'failed' | 'ambiguous' | 'undefined' | 'pending' | 'skipped' | 'not run';

export interface ScenarioRun {
  uri: string;
  feature: string;
  /** The scenario's name as written, placeholders of an outline included. */
  scenario: string;
  tags: string[];
  level: Level;
  result: Result;
}

interface Child {
  scenario?: { id: string; name: string };
  rule?: { children: Child[] };
}
interface Envelope {
  gherkinDocument?: { uri: string; feature?: { name: string; children: Child[] } };
  pickle?: { id: string; uri: string; tags: { name: string }[]; astNodeIds: string[] };
  testCase?: { id: string; pickleId: string };
  testCaseStarted?: { id: string; testCaseId: string };
  testStepFinished?: { testCaseStartedId: string; testStepResult: { status: string } };
  testCaseFinished?: { testCaseStartedId: string; willBeRetried: boolean };
}

// Worst first: a scenario ends as the worst of its steps.
const WORST_FIRST: Result[] = ['failed', 'ambiguous', 'undefined', 'pending', 'skipped', 'passed'];
const worse = (a: Result, b: Result): Result => (WORST_FIRST.indexOf(a) <= WORST_FIRST.indexOf(b) ? a : b);

function scenarioNames(children: Child[], into: Map<string, string>): Map<string, string> {
  for (const child of children) {
    if (child.scenario) into.set(child.scenario.id, child.scenario.name);
    if (child.rule) scenarioNames(child.rule.children, into);
  }
  return into;
}

interface Run {
  features: Map<string, { name: string; scenarios: Map<string, string> }>;
  pickles: NonNullable<Envelope['pickle']>[];
  /** The result of every pickle the run selected (a pickle its tags left out has none). */
  results: Map<string, Result>;
}

function readRun(ndjson: string): Run {
  const features: Run['features'] = new Map();
  const pickles: Run['pickles'] = [];
  const results: Run['results'] = new Map();
  const pickleOfCase = new Map<string, string>();
  const caseOfAttempt = new Map<string, string>();
  const attemptResults = new Map<string, Result>();
  for (const line of ndjson.split('\n')) {
    if (!line.trim()) continue;
    const { gherkinDocument, pickle, testCase, testCaseStarted, testStepFinished, testCaseFinished } =
      JSON.parse(line) as Envelope;
    if (gherkinDocument?.feature) {
      features.set(gherkinDocument.uri, {
        name: gherkinDocument.feature.name,
        scenarios: scenarioNames(gherkinDocument.feature.children, new Map()),
      });
    }
    if (pickle) pickles.push(pickle);
    if (testCase) {
      pickleOfCase.set(testCase.id, testCase.pickleId);
      results.set(testCase.pickleId, 'not run');
    }
    if (testCaseStarted) {
      caseOfAttempt.set(testCaseStarted.id, testCaseStarted.testCaseId);
      attemptResults.set(testCaseStarted.id, 'passed');
    }
    if (testStepFinished) {
      const status = testStepFinished.testStepResult.status.toLowerCase() as Result;
      const sofar = attemptResults.get(testStepFinished.testCaseStartedId) ?? 'passed';
      attemptResults.set(testStepFinished.testCaseStartedId, worse(sofar, status));
    }
    if (testCaseFinished && !testCaseFinished.willBeRetried) {
      const pickleId = pickleOfCase.get(caseOfAttempt.get(testCaseFinished.testCaseStartedId) ?? '');
      const result = attemptResults.get(testCaseFinished.testCaseStartedId);
      if (pickleId && result) results.set(pickleId, result);
    }
  }
  return { features, pickles, results };
}

/**
 * One entry per scenario the run selected: the rows of an outline fold into their outline (one
 * entry per Examples tags), which ends as the worst of them; a retried attempt counts only in its
 * last try.
 */
export function readScenarioRuns(ndjson: string, level: Level): ScenarioRun[] {
  const { features, pickles, results } = readRun(ndjson);
  const runs = new Map<string, ScenarioRun>();
  for (const pickle of pickles) {
    const result = results.get(pickle.id);
    if (!result) continue;
    const feature = features.get(pickle.uri);
    const scenarioId = pickle.astNodeIds[0] ?? pickle.id;
    const tags = pickle.tags.map((tag) => tag.name);
    // Rows fold by their tags too: an outline whose Examples blocks cite different rules proves
    // each rule by its own rows only.
    const key = `${pickle.uri}#${scenarioId}#${tags.join(' ')}`;
    const sofar = runs.get(key);
    if (sofar) {
      sofar.result =
        result === 'not run' || sofar.result === 'not run' ? 'not run' : worse(sofar.result, result);
      continue;
    }
    runs.set(key, {
      uri: pickle.uri,
      feature: feature?.name ?? pickle.uri,
      scenario: feature?.scenarios.get(scenarioId) ?? pickle.uri,
      tags,
      level,
      result,
    });
  }
  return [...runs.values()];
}

/** How many scenarios passed and how many did not, counted as cucumber does (each outline row). */
export function countResults(ndjson: string): { passed: number; failed: number } {
  const results = [...readRun(ndjson).results.values()];
  const passed = results.filter((result) => result === 'passed').length;
  return { passed, failed: results.length - passed };
}
