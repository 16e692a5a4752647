import { AFTER_CAMPAIGN_CREATED, AGENT_RESULT_ENTRIES } from '../agents/agent-results';
import { stepPlatformOf } from '../orchestration-run/step-platforms';
import { SUGGESTIONS, type SuggestionKey } from './next-step-suggestions';
import type { NextStepsTable, Suggestion } from './suggestion';

/**
 * What to offer once a campaign exists (issue 20), by sub-action: the work spec 1 §3 lists for a
 * created campaign, so a salesperson can walk from the created campaign to QA by suggestions
 * alone. The agents' own suggestions are in their results' table (agents/agent-results).
 */

/** The platform agents by destination (spec 1 §1 ids), from the agent catalogue. */
const PLATFORM_AGENTS: readonly [destination: string, agent: string][] = AGENT_RESULT_ENTRIES.flatMap(
  ([name, result]) =>
    result.step && 'createsOn' in result.step
      ? result.step.createsOn.map((destination): [string, string] => [destination, name])
      : [],
);

const AUDITED = ['facebook', 'gam'];

/** The extras a campaign on this destination can use: its auditor, copying, DV360 planning. */
function platformExtras(destination: string): SuggestionKey[] {
  return [
    ...(AUDITED.includes(destination) ? (['audit'] as const) : []),
    ...(destination === 'facebook' ? (['copy'] as const) : []),
    ...(destination === 'dv360' || destination === 'youtube-dv360' ? (['plan-dv360'] as const) : []),
  ];
}

const suggestions = (keys: readonly SuggestionKey[]): readonly Suggestion[] =>
  keys.map((key) => SUGGESTIONS[key]);

function perDestination(entry: (destination: string, agent: string) => [string, readonly Suggestion[]][]) {
  return Object.fromEntries(PLATFORM_AGENTS.flatMap(([destination, agent]) => entry(destination, agent)));
}

/** The fast-track's final step offers the whole set (spec 1 §4 "Fast-track also offers asking the Assistant"). */
export function fastTrackSteps(destination: string, shell: boolean): readonly Suggestion[] {
  return suggestions([
    ...AFTER_CAMPAIGN_CREATED,
    'ask-about-campaign',
    ...platformExtras(destination),
    'allocate',
    shell ? 'upload' : 'assign',
  ]);
}

export const CAMPAIGN_WORK_NEXT_STEPS: NextStepsTable = {
  ...perDestination((destination) => [
    [`fast-track__${destination}`, fastTrackSteps(destination, false)],
    [`fast-track-shell__${destination}`, fastTrackSteps(destination, true)],
  ]),
  ...perDestination((destination, agent) => {
    const part = stepPlatformOf(destination);
    return [
      [`${agent}__enable_campaign_monitoring_${part}`, suggestions(['reporting', 'screenshot', 'qa'])],
      [
        `${agent}__get_impression_reporting_${part}`,
        suggestions(['allocate', 'qa', ...platformExtras(destination)]),
      ],
    ];
  }),
  'fb-api__copy_facebook_campaign': suggestions([...AFTER_CAMPAIGN_CREATED, 'audit']),
};
