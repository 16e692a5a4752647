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

/**
 * One entry per scenario the run selected: the rows of an outline fold into their outline, which ends as
 * the worst of them; a retried attempt counts only in its last try.
 */
export function readScenarioRuns(ndjson: string, level: Level): ScenarioRun[] {
  const envelopes = ndjson
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Envelope);
  const features = new Map<string, { name: string; scenarios: Map<string, string> }>();
  const pickles = new Map<string, NonNullable<Envelope['pickle']>>();
  const pickleOfCase = new Map<string, string>();
  const caseOfAttempt = new Map<string, string>();
  const attemptResults = new Map<string, Result>();
  const pickleResults = new Map<string, Result>();
  for (const envelope of envelopes) {
    const { gherkinDocument, pickle, testCase, testCaseStarted, testStepFinished, testCaseFinished } =
      envelope;
    if (gherkinDocument?.feature) {
      features.set(gherkinDocument.uri, {
        name: gherkinDocument.feature.name,
        scenarios: scenarioNames(gherkinDocument.feature.children, new Map()),
      });
    }
    if (pickle) pickles.set(pickle.id, pickle);
    if (testCase) pickleOfCase.set(testCase.id, testCase.pickleId);
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
      if (pickleId && result) pickleResults.set(pickleId, result);
    }
  }
  const runs = new Map<string, ScenarioRun>();
  const selected = new Set(pickleOfCase.values());
  for (const pickle of pickles.values()) {
    // A pickle without a test case is one the run's tags left out: it is no scenario of this run.
    if (!selected.has(pickle.id)) continue;
    const feature = features.get(pickle.uri);
    const scenarioId = pickle.astNodeIds[0] ?? pickle.id;
    const key = `${pickle.uri}#${scenarioId}`;
    const result = pickleResults.get(pickle.id) ?? 'not run';
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
      tags: pickle.tags.map((tag) => tag.name),
      level,
      result,
    });
  }
  return [...runs.values()];
}
