import { describe, expect, it } from 'vitest';
import {
  buildStepCatalogue,
  commentAbove,
  exampleOf,
  parametersOf,
  readable,
  scenarioAt,
  type UsageEntry,
} from './step-catalogue';

const feature = `Feature: Sending messages
  Background:
    Given Riley Planner is signed in

  Scenario: The assistant answers
    When they send "hello"
    Then Sidekick answers
`;

const entry = (pattern: string, matches: UsageEntry['matches'] = []): UsageEntry => ({
  pattern,
  patternType: pattern.startsWith('^') ? 'RegularExpression' : 'CucumberExpression',
  uri: 'features/steps/chat.steps.ts',
  line: 3,
  matches,
});

describe('the step catalogue', () => {
  it('names the scenario a step line belongs to, or the background', () => {
    expect(scenarioAt(feature, 6)).toBe('Sending messages › The assistant answers');
    expect(scenarioAt(feature, 3)).toBe("Sending messages › (every scenario's background)");
  });

  it('takes the comment just above a definition as its description', () => {
    const source = [
      '// --- Chat -----',
      '/** Riley sends a message and waits for nothing. */',
      "When('they send {string}', …)",
    ];
    expect(commentAbove(source, 3)).toBe('Riley sends a message and waits for nothing.');
    expect(commentAbove(['// --- Chat -----', "When('x', …)"], 2)).toBe('');
  });

  it('says what each parameter accepts, custom types by their values', () => {
    const types = new Map([['actor', 'Sam Super|Riley Planner|they']]);
    expect(parametersOf(entry('{actor} send(s) {string} {string}'), types)).toEqual([
      { name: 'actor', accepts: 'one of: Sam Super, Riley Planner, they' },
      { name: 'string', accepts: 'a text in double quotes, e.g. "Acme Media"' },
    ]);
    expect(parametersOf(entry('^the role "([^"]+)" (can|cannot) be deleted$'), types)).toEqual([
      { name: 'choice', accepts: 'any text' },
      { name: 'choice', accepts: 'one of: can, cannot' },
    ]);
  });

  it('gives a line a scenario uses as the example, else one built from the pattern', () => {
    const used = entry('they send {string}', [{ uri: 'f.feature', line: 6, text: 'they send "hello"' }]);
    expect(exampleOf(used, 'When')).toBe('When they send "hello"');
    expect(exampleOf(entry('{actor} wait(s) {int} seconds for {string}'), 'When')).toBe(
      'When Riley Planner waits 3 seconds for "text"',
    );
  });

  it('reads a pattern as a sentence that says what goes where', () => {
    expect(readable('{actor} rename(s) {string} to {int} {section}')).toBe(
      '<someone> rename(s) "<text>" to <number> <section>',
    );
    expect(readable('^the role "([^"]+)" (can|cannot) be deleted$')).toBe(
      'the role "<text>" (can|cannot) be deleted',
    );
  });

  it('lists the scenarios using a step once each, and marks a step no scenario uses', () => {
    const [used, unused] = buildStepCatalogue(
      [
        entry('they send {string}', [
          { uri: 'f.feature', line: 6, text: 'they send "hello"' },
          { uri: 'f.feature', line: 6, text: 'they send "hello"' },
        ]),
        entry('they wave'),
      ],
      {
        sourceLines: () => ['', '', "When('they send {string}', …)"],
        featureText: () => feature,
        parameterTypes: new Map(),
      },
    );
    expect(used?.scenarios).toEqual(['Sending messages › The assistant answers']);
    expect(used?.description).toBe('Does: they send "<text>".');
    expect(unused?.used).toBe(false);
  });
});
