import { describe, expect, it } from 'vitest';
import { countResults, readScenarioRuns } from './scenario-results';

const lines = (...envelopes: object[]) => envelopes.map((envelope) => JSON.stringify(envelope)).join('\n');

const document = {
  gherkinDocument: {
    uri: 'features/chat/input-area.feature',
    feature: {
      name: 'The input area',
      children: [
        { scenario: { id: 's1', name: 'Enter sends' } },
        { rule: { children: [{ scenario: { id: 's2', name: 'The box grows to <box> pixels' } }] } },
      ],
    },
  },
};
const pickle = (id: string, scenario: string, tags: string[] = []) => ({
  pickle: {
    id,
    uri: 'features/chat/input-area.feature',
    astNodeIds: [scenario, `row-${id}`],
    tags: tags.map((name) => ({ name })),
  },
});
const attempt = (n: string, pickleId: string, statuses: string[], willBeRetried = false) => [
  { testCase: { id: `case-${pickleId}`, pickleId } },
  { testCaseStarted: { id: n, testCaseId: `case-${pickleId}` } },
  ...statuses.map((status) => ({ testStepFinished: { testCaseStartedId: n, testStepResult: { status } } })),
  { testCaseFinished: { testCaseStartedId: n, willBeRetried } },
];

describe('reading a run of the scenarios', () => {
  it('gives each scenario its feature, its tags and the worst of its steps', () => {
    const ndjson = lines(
      document,
      pickle('p1', 's1', ['@browser', '@R1.2.25']),
      ...attempt('a1', 'p1', ['PASSED', 'FAILED', 'SKIPPED']),
    );
    expect(readScenarioRuns(ndjson, 'browser')).toEqual([
      {
        uri: 'features/chat/input-area.feature',
        feature: 'The input area',
        scenario: 'Enter sends',
        tags: ['@browser', '@R1.2.25'],
        level: 'browser',
        result: 'failed',
      },
    ]);
  });

  it('folds the rows of an outline, even under a Rule, into one scenario that ends as its worst row', () => {
    const ndjson = lines(
      document,
      pickle('p2', 's2'),
      pickle('p3', 's2'),
      ...attempt('a2', 'p2', ['PASSED']),
      ...attempt('a3', 'p3', ['UNDEFINED']),
    );
    expect(readScenarioRuns(ndjson, 'view model').map((run) => [run.scenario, run.result])).toEqual([
      ['The box grows to <box> pixels', 'undefined'],
    ]);
  });

  it("keeps an outline's Examples apart when they cite different rules, each with its own rows' result", () => {
    const ndjson = lines(
      document,
      pickle('p4', 's2', ['@R1.2.30']),
      pickle('p5', 's2', ['@R1.2.31']),
      ...attempt('a4', 'p4', ['PASSED']),
      ...attempt('a5', 'p5', ['FAILED']),
    );
    expect(readScenarioRuns(ndjson, 'view model').map((run) => [run.tags, run.result])).toEqual([
      [['@R1.2.30'], 'passed'],
      [['@R1.2.31'], 'failed'],
    ]);
  });

  it('counts a retried scenario by its last attempt', () => {
    const ndjson = lines(
      document,
      pickle('p1', 's1'),
      ...attempt('a1', 'p1', ['FAILED'], true),
      ...attempt('a2', 'p1', ['PASSED']),
    );
    expect(readScenarioRuns(ndjson, 'browser')[0]?.result).toBe('passed');
  });

  it('says a scenario the run selected but did not finish was not run', () => {
    const started = lines(document, pickle('p1', 's1'), { testCase: { id: 'case-p1', pickleId: 'p1' } });
    expect(readScenarioRuns(started, 'view model')[0]?.result).toBe('not run');
  });

  it('leaves out the scenarios the run did not select', () => {
    expect(readScenarioRuns(lines(document, pickle('p1', 's1')), 'view model')).toEqual([]);
  });

  it('counts passed and failed scenarios as cucumber does, each outline row apart', () => {
    const ndjson = lines(
      document,
      pickle('p2', 's2'),
      pickle('p3', 's2'),
      pickle('p4', 's1'),
      ...attempt('a2', 'p2', ['PASSED']),
      ...attempt('a3', 'p3', ['FAILED']),
    );
    expect(countResults(ndjson)).toEqual({ passed: 1, failed: 1 });
  });
});
