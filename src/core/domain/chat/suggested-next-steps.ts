import { AGENT_RESULT_ENTRIES } from '../agents/agent-results';
import { CAMPAIGN_WORK_NEXT_STEPS } from './campaign-work-next-steps';
import { SUGGESTIONS } from './next-step-suggestions';
import type { NextStepsTable, Suggestion } from './suggestion';

export type { NextStepsTable, Suggestion } from './suggestion';

/**
 * Spec 1 §4 "Suggested next actions after a result": each agent's own suggestions (the agent
 * results' table, agents/agent-results), then those of a sub-action (keyed `action__subAction`).
 */
export const NEXT_STEPS: NextStepsTable = {
  ...Object.fromEntries(
    AGENT_RESULT_ENTRIES.flatMap(([name, result]) =>
      result.nextSteps ? [[name, result.nextSteps.map((key) => SUGGESTIONS[key])]] : [],
    ),
  ),
  ...CAMPAIGN_WORK_NEXT_STEPS,
};

/** The suggestions under a result; none for actions the table does not list. */
export function suggestedNextSteps(
  action: string | undefined,
  subAction?: string,
  table: NextStepsTable = NEXT_STEPS,
): readonly Suggestion[] {
  if (!action) return [];
  const specific = subAction ? entryOf(table, `${action}__${subAction}`) : undefined;
  return specific ?? entryOf(table, action) ?? [];
}

/** The table's own entry: an action named `toString` or `__proto__` must not find Object's members. */
function entryOf(table: NextStepsTable, key: string): readonly Suggestion[] | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
