import {
  FAST_TRACK_ACTIONS,
  PLATFORM_API_ACTIONS,
  SALESFORCE_API_ACTION,
  SALESFORCE_ORCHESTRATION_ACTION,
} from './agent-actions';
import {
  AFTER_CAMPAIGN_CREATED,
  ASK_ABOUT_CAMPAIGN,
  CAMPAIGN_WORK_NEXT_STEPS,
} from './campaign-work-next-steps';
import { type NextStepsTable, type Suggestion, step } from './suggestion';

export type { NextStepsTable, Suggestion } from './suggestion';

const PROCESS_CREATIVES = step('Process creative assets', 'Process the creative assets for this campaign');
const UPDATE_CAMPAIGN = step('Update campaign details', 'I want to update the campaign details', 'edit');

const AFTER_LAUNCH_CONFIGURATION = [
  step('Confirm launch template', 'The launch configuration looks good. Please confirm the launch template.'),
  step(
    'Ask the Assistant to make changes',
    'I would like the Assistant to make changes to the launch configuration',
    'edit',
  ),
  step('Create the campaign', 'Create the campaign from this launch configuration'),
];

/** Spec 1 §4; a fast-track on a named platform offers more (CAMPAIGN_WORK_NEXT_STEPS). */
const AFTER_FAST_TRACK = [...AFTER_CAMPAIGN_CREATED, ASK_ABOUT_CAMPAIGN];

const byActions = (actions: readonly string[], steps: readonly Suggestion[]) =>
  Object.fromEntries(actions.map((action) => [action, steps]));

/**
 * Spec 1 §4 "Suggested next actions after a result". The labels follow the spec's list; the
 * prompts are worded so the assistant routes them to the named action.
 */
export const NEXT_STEPS: NextStepsTable = {
  'campaign-processor': [
    step('View original IO', 'Show me the original insertion order'),
    step(
      'Compare with original IO',
      'Compare the extracted campaign details with the original insertion order',
    ),
    step('Confirm details', 'The campaign details look correct. Please confirm them.'),
    step('Export', 'Export the campaign details to a spreadsheet', 'export-spreadsheet'),
    UPDATE_CAMPAIGN,
    PROCESS_CREATIVES,
  ],
  'campaign-augmentor': [
    step('Update more campaign details', 'I want to update more campaign details', 'edit'),
    PROCESS_CREATIVES,
  ],
  'creative-processor': [
    step('View source data', 'Show me the source data of the creatives'),
    step('Compare with source data', 'Compare the processed creatives with the source data'),
    step('Confirm processed output', 'The processed creatives look correct. Please confirm them.'),
    step('Assign creatives to campaign', 'Assign these creatives to the campaign'),
  ],
  'creative-augmentor': [
    step('Update more creative details', 'I want to update more creative details', 'edit'),
  ],
  'campaign-launcher': AFTER_LAUNCH_CONFIGURATION,
  'launch-augmentor': AFTER_LAUNCH_CONFIGURATION,
  ...byActions(PLATFORM_API_ACTIONS, AFTER_CAMPAIGN_CREATED),
  ...byActions(FAST_TRACK_ACTIONS, AFTER_FAST_TRACK),
  ...byActions(
    [SALESFORCE_API_ACTION, SALESFORCE_ORCHESTRATION_ACTION],
    [
      step('View opportunity details', 'Show me the opportunity details'),
      step('Create another opportunity', 'Create another Salesforce opportunity'),
    ],
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
