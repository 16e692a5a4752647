import { type Language, languageOf } from '../../conversation/language';
import type { BuildContext } from '../build-context';
import { ENGLISH } from './english';
import { FRENCH } from './french';
import { SPANISH } from './spanish';

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

const PHRASEBOOKS: Readonly<Record<Language, ResultPhrases>> = { en: ENGLISH, fr: FRENCH, es: SPANISH };

/** The phrasebook of a language. */
export function phrasesIn(language: Language): ResultPhrases {
  return PHRASEBOOKS[language];
}

/** The phrasebook of the language the user wrote the request in. */
export function resultPhrases(context: BuildContext): ResultPhrases {
  return phrasesIn(languageOf(context.request.text));
}

/** Platform names as a list of the language: "Facebook, TikTok and Reddit". */
export function joinedIn(phrases: ResultPhrases, words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${phrases.and} ${words[words.length - 1]}`;
}
