import { type Suggestion, step } from './suggestion';

/**
 * The suggestions of spec 1 §4 "Suggested next actions after a result", by what they do. The
 * labels follow the spec's list (ours where it gives none); the prompts are worded so the
 * assistant routes them to the agent. Which result offers which is the agent catalogue's.
 */

export const PROCESS_CREATIVES = step(
  'Process creative assets',
  'Process the creative assets for this campaign',
);
export const UPDATE_CAMPAIGN = step(
  'Update campaign details',
  'I want to update the campaign details',
  'edit',
);

export const AFTER_CAMPAIGN_DETAILS: readonly Suggestion[] = [
  step('View original IO', 'Show me the original insertion order'),
  step(
    'Compare with original IO',
    'Compare the extracted campaign details with the original insertion order',
  ),
  step('Confirm details', 'The campaign details look correct. Please confirm them.'),
  step('Export', 'Export the campaign details to a spreadsheet', 'export-spreadsheet'),
  UPDATE_CAMPAIGN,
  PROCESS_CREATIVES,
];

export const AFTER_CAMPAIGN_UPDATE: readonly Suggestion[] = [
  step('Update more campaign details', 'I want to update more campaign details', 'edit'),
  PROCESS_CREATIVES,
];

export const AFTER_CREATIVES: readonly Suggestion[] = [
  step('View source data', 'Show me the source data of the creatives'),
  step('Compare with source data', 'Compare the processed creatives with the source data'),
  step('Confirm processed output', 'The processed creatives look correct. Please confirm them.'),
  step('Assign creatives to campaign', 'Assign these creatives to the campaign'),
];

export const AFTER_CREATIVES_UPDATE: readonly Suggestion[] = [
  step('Update more creative details', 'I want to update more creative details', 'edit'),
];

export const AFTER_LAUNCH_CONFIGURATION: readonly Suggestion[] = [
  step('Confirm launch template', 'The launch configuration looks good. Please confirm the launch template.'),
  step(
    'Ask the Assistant to make changes',
    'I would like the Assistant to make changes to the launch configuration',
    'edit',
  ),
  step('Create the campaign', 'Create the campaign from this launch configuration'),
];

export const AFTER_OPPORTUNITY: readonly Suggestion[] = [
  step('View opportunity details', 'Show me the opportunity details'),
  step('Create another opportunity', 'Create another Salesforce opportunity'),
];

/** The work spec 1 §3 lists for a created campaign (issue 20). */
export const SCREENSHOT = step('Generate screenshot', 'Generate screenshots of the campaign');
export const MONITORING = step('Add monitoring', 'Enable campaign monitoring');
export const REPORTING = step('Get reporting', 'Get impression reporting for the campaign');
export const QA = step('QA the campaign', 'QA the campaign');
export const ALLOCATE = step('Allocate budget', 'Allocate the budget across the line items');
export const PLAN_DV360 = step('Plan a DV360 campaign', 'Plan a DV360 campaign for it');
export const COPY = step('Copy the campaign', 'Copy the Facebook campaign');
export const AUDIT = step('Audit the campaign', 'Audit the campaign');
export const ASSIGN = step('Assign creatives', 'Assign the creatives to the campaign');
export const UPLOAD = step('Upload creatives', 'Upload the creatives to the campaign');
export const ASK_ABOUT_CAMPAIGN = step(
  'Ask the Assistant about the campaign',
  'What can you tell me about this campaign?',
);
export const CREATE_ON_DV360 = step('Create the campaign on DV360', 'Create the campaign on DV360');

/** Spec 1 §4: after any platform campaign creation. */
export const AFTER_CAMPAIGN_CREATED: readonly Suggestion[] = [SCREENSHOT, MONITORING, REPORTING];
/** Spec 1 §4; a fast-track on a named platform offers more (per destination). */
export const AFTER_FAST_TRACK: readonly Suggestion[] = [...AFTER_CAMPAIGN_CREATED, ASK_ABOUT_CAMPAIGN];
