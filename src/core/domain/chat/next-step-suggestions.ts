import { step } from './suggestion';

/**
 * The suggestions of spec 1 §4 "Suggested next actions after a result", by key. The labels follow
 * the spec's list (ours where it gives none); the prompts are worded so the assistant routes them
 * to the agent. Which result offers which is the agents' results' table's (agents/agent-results), by
 * key, so that it carries no texts.
 */
export const SUGGESTIONS = {
  'view-original-io': step('View original IO', 'Show me the original insertion order'),
  'compare-original-io': step(
    'Compare with original IO',
    'Compare the extracted campaign details with the original insertion order',
  ),
  'confirm-details': step('Confirm details', 'The campaign details look correct. Please confirm them.'),
  export: step('Export', 'Export the campaign details to a spreadsheet', 'export-spreadsheet'),
  'update-campaign': step('Update campaign details', 'I want to update the campaign details', 'edit'),
  'update-more-campaign': step(
    'Update more campaign details',
    'I want to update more campaign details',
    'edit',
  ),
  'process-creatives': step('Process creative assets', 'Process the creative assets for this campaign'),
  'view-source-data': step('View source data', 'Show me the source data of the creatives'),
  'compare-source-data': step(
    'Compare with source data',
    'Compare the processed creatives with the source data',
  ),
  'confirm-creatives': step(
    'Confirm processed output',
    'The processed creatives look correct. Please confirm them.',
  ),
  'assign-to-campaign': step('Assign creatives to campaign', 'Assign these creatives to the campaign'),
  'update-more-creatives': step(
    'Update more creative details',
    'I want to update more creative details',
    'edit',
  ),
  'confirm-launch-template': step(
    'Confirm launch template',
    'The launch configuration looks good. Please confirm the launch template.',
  ),
  'change-launch-configuration': step(
    'Ask the Assistant to make changes',
    'I would like the Assistant to make changes to the launch configuration',
    'edit',
  ),
  'create-campaign': step('Create the campaign', 'Create the campaign from this launch configuration'),
  'view-opportunity': step('View opportunity details', 'Show me the opportunity details'),
  'another-opportunity': step('Create another opportunity', 'Create another Salesforce opportunity'),
  // The work spec 1 §3 lists for a created campaign (issue 20).
  screenshot: step('Generate screenshot', 'Generate screenshots of the campaign'),
  monitoring: step('Add monitoring', 'Enable campaign monitoring'),
  reporting: step('Get reporting', 'Get impression reporting for the campaign'),
  qa: step('QA the campaign', 'QA the campaign'),
  allocate: step('Allocate budget', 'Allocate the budget across the line items'),
  'plan-dv360': step('Plan a DV360 campaign', 'Plan a DV360 campaign for it'),
  copy: step('Copy the campaign', 'Copy the Facebook campaign'),
  audit: step('Audit the campaign', 'Audit the campaign'),
  assign: step('Assign creatives', 'Assign the creatives to the campaign'),
  upload: step('Upload creatives', 'Upload the creatives to the campaign'),
  'ask-about-campaign': step(
    'Ask the Assistant about the campaign',
    'What can you tell me about this campaign?',
  ),
  'create-on-dv360': step('Create the campaign on DV360', 'Create the campaign on DV360'),
};

export type SuggestionKey = keyof typeof SUGGESTIONS;
