import { relative } from 'node:path';
import { Before, type ITestCaseHookParameter } from '@cucumber/cucumber';

/**
 * The seam of `npm run mutants:scenarios` (scripts/scenario-mutants.ts): one question's view-model
 * answer is made wrong, and some scenario must then fail. A question is known by where its maker
 * is written (file:line); outside that script nothing is recorded and no answer changes.
 */
export const answerMutants = {
  /** The question whose view-model answers are made wrong, if any. */
  target: null as string | null,
  /** How a list answer is made wrong: one item fewer, or every item changed. */
  operator: 'one-fewer' as ListMutation,
  /** When set, which scenarios (uri:line) ask each question's view-model answer. */
  asked: null as Map<string, Set<string>> | null,
  /** The questions that answered a list while `asked` was recorded. */
  answeredLists: new Set<string>(),
};

/**
 * A shorter list finds a step that checks too little; a list whose every item changed finds one
 * that checks with `includes` what a shorter list still holds.
 */
export type ListMutation = 'one-fewer' | 'every-item';

let scenario = '';

Before(({ pickle, gherkinDocument }: ITestCaseHookParameter) => {
  if (answerMutants.asked) scenario = `${pickle.uri}:${lineOf(gherkinDocument, pickle.astNodeIds)}`;
});

/** The line of the scenario, or of its example row for an outline's (what cucumber runs by path). */
function lineOf(document: ITestCaseHookParameter['gherkinDocument'], ids: readonly string[]): number {
  const lines = new Map<string, number>();
  const scenarios = (document.feature?.children ?? []).flatMap((child) => [
    ...(child.scenario ? [child.scenario] : []),
    ...(child.rule?.children ?? []).flatMap((ruleChild) => (ruleChild.scenario ? [ruleChild.scenario] : [])),
  ]);
  for (const found of scenarios) {
    lines.set(found.id, found.location.line);
    for (const row of found.examples.flatMap((examples) => examples.tableBody))
      lines.set(row.id, row.location.line);
  }
  return lines.get(ids.at(-1) ?? '') ?? 0;
}

/** Where a question's maker is written, from the stack of its making: the first frame under features/support/. */
export function makerOf(made: Error): string {
  for (const frame of (made.stack ?? '').split('\n').slice(1)) {
    const at = /\((.*):(\d+):\d+\)$/.exec(frame) ?? /at (.*):(\d+):\d+$/.exec(frame);
    const file = at?.[1]?.replace(/^file:\/\//, '');
    if (file?.includes('/features/support/') && !file.endsWith('/questions/Question.ts'))
      return `${relative(process.cwd(), file)}:${at?.[2]}`;
  }
  return 'unknown';
}

/** The answer, or a wrong one when this question is the mutant's target. */
export function underMutation<T>(maker: string, answer: T): T {
  if (answerMutants.asked) {
    const askers = answerMutants.asked.get(maker) ?? new Set<string>();
    answerMutants.asked.set(maker, askers.add(scenario));
    if (Array.isArray(answer)) answerMutants.answeredLists.add(maker);
  }
  return answerMutants.target === maker ? (wrong(answer, answerMutants.operator) as T) : answer;
}

/** A different value of the same shape: the opposite, one more, a longer text, a list made wrong. */
export function wrong(value: unknown, lists: ListMutation = 'one-fewer'): unknown {
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value} (mutant)`;
  if (Array.isArray(value)) {
    if (value.length === 0) return ['(mutant)'];
    return lists === 'every-item' ? value.map((item) => wrong(item, lists)) : value.slice(0, -1);
  }
  if (value === null || value === undefined) return '(mutant)';
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, wrong(field, lists)]));
  return value;
}
