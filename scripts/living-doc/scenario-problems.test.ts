import { describe, expect, it } from 'vitest';
import { definedPatterns, findProblems } from './scenario-problems';

const lines = (...envelopes: object[]) => envelopes.map((envelope) => JSON.stringify(envelope)).join('\n');

const document = {
  gherkinDocument: {
    uri: 'features/new.feature',
    feature: {
      children: [
        {
          scenario: {
            id: 'sc',
            location: { line: 4 },
            tags: [
              { id: 't1', name: '@R1.2.25', location: { line: 3 } },
              { id: 't2', name: '@R9.9.99', location: { line: 3 } },
            ],
            steps: [
              { id: 'st1', keyword: 'When ', location: { line: 5 } },
              { id: 'st2', keyword: 'Then ', location: { line: 6 } },
              { id: 'st3', keyword: 'And ', location: { line: 7 } },
            ],
          },
        },
      ],
    },
  },
};
const pickle = {
  pickle: {
    id: 'p',
    uri: 'features/new.feature',
    name: 'Riley sends',
    tags: [
      { name: '@R1.2.25', astNodeId: 't1' },
      { name: '@R9.9.99', astNodeId: 't2' },
    ],
    steps: [
      { id: 'ps1', text: 'they sned "hi"', astNodeIds: ['st1'] },
      { id: 'ps2', text: 'the chat says "hi"', astNodeIds: ['st2'] },
      { id: 'ps3', text: 'Sidekick answers', astNodeIds: ['st3'] },
    ],
  },
};
const definitions = [
  { stepDefinition: { id: 'd1', pattern: { source: 'the chat says {string}' } } },
  { stepDefinition: { id: 'd2', pattern: { source: 'the chat says {}' } } },
  { stepDefinition: { id: 'd3', pattern: { source: 'Sidekick answers' } } },
];
const testCase = {
  testCase: {
    pickleId: 'p',
    testSteps: [
      { pickleStepId: 'ps1', stepDefinitionIds: [] },
      { pickleStepId: 'ps2', stepDefinitionIds: ['d1', 'd2'] },
      { pickleStepId: 'ps3', stepDefinitionIds: ['d3'] },
      { hookId: 'h' },
    ],
  },
};

describe('what keeps scenarios from running as written', () => {
  const problems = findProblems(lines(document, ...definitions, pickle, testCase), new Set(['R1.2.25']));

  it('names a step no definition matches, where it is', () => {
    expect(problems).toContainEqual({
      kind: 'undefined',
      where: 'features/new.feature:5',
      step: 'When they sned "hi"',
      matches: [],
    });
  });

  it('names a step several definitions match, with their patterns', () => {
    expect(problems).toContainEqual({
      kind: 'ambiguous',
      where: 'features/new.feature:6',
      step: 'Then the chat says "hi"',
      matches: ['the chat says {string}', 'the chat says {}'],
    });
  });

  it('names a rule tag that is no rule of the catalogue, and only that one', () => {
    const unknown = problems.filter((problem) => problem.kind === 'unknown rule');
    expect(unknown).toEqual([
      { kind: 'unknown rule', where: 'features/new.feature:3', tag: '@R9.9.99', scenario: 'Riley sends' },
    ]);
    expect(problems).toHaveLength(3);
  });

  it('lists the patterns of every step definition', () => {
    expect(definedPatterns(lines(...definitions))).toEqual([
      'the chat says {string}',
      'the chat says {}',
      'Sidekick answers',
    ]);
  });
});
