/** What a campaign agent was asked to do, for the answer when the chat has no campaign yet. */
export type CampaignWork =
  | 'QA'
  | 'report on'
  | 'audit'
  | 'assign creatives to'
  | 'upload creatives to'
  | 'take screenshots of'
  | 'monitor'
  | 'copy';

/** A created campaign as an answer names it: its name (or ID) and its platform's label. */
export interface CampaignNaming {
  name: string;
  platform: string;
}

/**
 * What a result says above its data, in one language. Every language writes every sentence (a
 * missing one is a type error); the data below keeps its English field names.
 */
export interface ResultPhrases {
  /** "and" in a list of platforms. */
  and: string;
  documentRead(kind: 'insertion-order' | 'media-plan', issues: number): string;
  noDocumentToShow: string;
  originalShown(name: string | undefined): string;
  originalCompared(name: string | undefined): string;
  briefRead: string;
  creativesProcessed(count: number, issues: number): string;
  noCreatives: string;
  creativesAssigned: string;
  creativesUploaded: string;
  launchReady(platforms: string): string;
  launchHasIssues: string;
  campaignCreated: string;
  campaignCreationFailed: string;
  notOnFacebook(campaign: CampaignNaming): string;
  noLaunchForOpportunity: string;
  opportunityCreated: string;
  analysisReady: string;
  optimizationPlanReady: string;
  optimizationExecuted: string;
  operationDone: string;
  qaDone: string;
  screenshotsTaken: string;
  monitoringEnabled(platform: string): string;
  nothingToReportAgainst(campaign: CampaignNaming, missing: 'budget' | 'flight-dates'): string;
  reportReady(platform: string): string;
  noBudgetToAllocate: string;
  allocationReady: string;
  nothingToPlan: string;
  planReady: string;
  notAnAuditedPlatform(campaign: CampaignNaming, auditor: string): string;
  auditDone(platform: string): string;
  noCampaign(work: CampaignWork): string;
  newVersion(changes: readonly string[] | undefined): string;
}
