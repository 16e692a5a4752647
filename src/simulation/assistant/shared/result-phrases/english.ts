import type { ResultPhrases } from './phrasebook';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const quoted = (name: string | undefined) => (name ? ` "${name}"` : '');

/** The results' sentences as the assistant has always written them. */
export const ENGLISH: ResultPhrases = {
  and: 'and',
  documentRead: (kind, issues) => {
    const what = kind === 'insertion-order' ? 'insertion order' : 'media plan';
    return issues === 0
      ? `I've processed the ${what}. Here are the campaign details:`
      : `I've processed the ${what} and found ${issues} ${plural(issues, 'issue', 'issues')} to review. Here are the campaign details:`;
  },
  noDocumentToShow:
    'There is no processed insertion order in this chat yet. Upload one and I will show its text beside what I read.',
  originalShown: (name) =>
    name
      ? `Here is the original of "${name}", with the lines I read values from marked:`
      : 'Here is what I read:',
  originalCompared: (name) => `Here are the campaign details beside the original${quoted(name)}:`,
  briefRead: 'I have read the media brief. Here is what it asks for and the platform mix I recommend:',
  creativesProcessed: (count, issues) =>
    issues === 0
      ? `I've processed ${count} ${plural(count, 'creative', 'creatives')}. All of them are ready to traffic:`
      : `I've processed ${count} creatives; ${issues} ${plural(issues, 'needs', 'need')} your attention:`,
  noCreatives:
    'There are no creatives in this chat yet. Attach them (images, videos or a ZIP) to your message and say "upload creatives", or process them first.',
  creativesAssigned: 'The creatives are assigned:',
  creativesUploaded: 'The creatives are uploaded:',
  launchReady: (platforms) => `Your launch configuration for ${platforms} is ready. Please review it:`,
  launchHasIssues: 'I built the launch configuration, but it has issues that must be fixed before launch:',
  campaignCreated: 'Campaign created successfully. Details below:',
  campaignCreationFailed: 'Campaign creation failed. Please check the details below and try again.',
  notOnFacebook: ({ name, platform }) =>
    `"${name}" on ${platform} is not on Facebook: copying works on Facebook campaigns. To run it on Facebook too, ask me to "create the campaign on Facebook".`,
  noLaunchForOpportunity:
    'An opportunity is created from a launch configuration: build one first ("build the launch configuration"), or send the IO and say "create the Salesforce opportunity" to do it all in one go.',
  opportunityCreated: 'Salesforce opportunity created successfully. Details below:',
  analysisReady: 'Here is the performance analysis of your campaign:',
  optimizationPlanReady: 'Here is the optimization plan. Say "execute the optimization" to apply it:',
  optimizationExecuted: 'Operation completed successfully...',
  operationDone: 'Operation completed successfully...',
  qaDone: 'QA complete. Here is the comparison of the plan with the live campaign:',
  screenshotsTaken: 'Here are the screenshots of your campaign as placed:',
  monitoringEnabled: (platform) => `Monitoring is enabled on ${platform}. These are the rules:`,
  nothingToReportAgainst: ({ name, platform }, missing) =>
    `"${name}" on ${platform} states no ${missing === 'budget' ? 'budget' : 'flight dates'}, so there is no plan to report delivery against. Add them to the insertion order and create the campaign again.`,
  reportReady: (platform) => `Impression report from ${platform}, delivery against the plan:`,
  noBudgetToAllocate:
    'There is no budget in this chat to allocate yet. Upload the insertion order (or create the campaign) first, then ask me to allocate the budget.',
  allocationReady: 'Here is the budget allocation:',
  nothingToPlan:
    'To plan a DV360 campaign I need the campaign: upload the insertion order (or a media plan) first, then ask me to plan it on DV360.',
  planReady: 'Here is the DV360 campaign plan:',
  notAnAuditedPlatform: ({ name, platform }, auditor) =>
    `"${name}" on ${platform} is not a ${auditor} campaign. The campaign auditors cover Facebook and Google Ad Manager; for ${platform}, ask me to QA the campaign.`,
  auditDone: (platform) => `The ${platform} campaign audit is done:`,
  noCampaign: (work) =>
    `There is no campaign in this chat to ${work} yet. Create one first: process an insertion order and say "create the campaign on Facebook" (or any platform), or fast-track it. Then ask again, or pick the suggestion under the created campaign.`,
  newVersion: (changes) =>
    changes === undefined
      ? 'Here is a new version of the result:'
      : `Here is a new version that takes your feedback into account${changes.length > 0 ? ` (${changes.join('; ')})` : ''}:`,
};
