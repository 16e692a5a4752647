import type { EnabledChannels } from '../../../core/domain/account';
import type { AssistantResult } from '../shared/assistant-contract';
import { filesOfKind } from '../shared/attachment-kinds';
import { type BuildContext, findPrior } from '../shared/build-context';
import { readableDate } from '../shared/calendar-dates';
import { type CampaignDraft, emptyDraft, lineItemTotal } from '../shared/campaign-draft';
import { campaignFromJson, joinWords } from '../shared/campaign-result-json';
import { validateCampaign } from '../shared/campaign-validation';
import { formatMoney, roundMoney } from '../shared/money-amounts';
import { labelOf, platformsMentioned } from '../shared/platform-catalog';
import { joinedIn, resultPhrases } from '../shared/result-phrases/result-phrases';
import type { LaunchResultJson } from '../shared/result-shapes';
import { sampleCampaign } from '../shared/sample-data';
import { buildValidation, type ValidationIssue } from '../shared/validation-block';
import { platformConfiguration } from './platform-configurations';
import { readLaunchTemplate } from './read-launch-template';
import { templateConflicts } from './template-conflicts';
import { launchFromTemplate } from './template-launch';

/** campaign-launcher: a launch configuration per platform, from a template, the processed IO or a sample. */
export function buildLaunchConfiguration(context: BuildContext): AssistantResult {
  const { request, now } = context;
  const wanted = platformsMentioned(request.text).map((platform) => platform.id);
  const { draft, source, templateBlocks, conflicts } = launchSource(context, wanted);
  // The template's (or IO's) platforms, unless the user names others.
  const platforms = wanted.length > 0 ? wanted : platformsOfDraft(draft);
  const json = launchJson({
    draft,
    platforms,
    source,
    now,
    enabledChannels: request.enabledChannels,
    templateBlocks,
    conflicts,
  });
  const status = json.validation.summary.overall_status;
  const phrases = resultPhrases(context);
  return {
    status: 'completed',
    content:
      status === 'failed'
        ? phrases.launchHasIssues
        : phrases.launchReady(joinedIn(phrases, platforms.map(labelOf))),
    jsonResponse: json,
  };
}

export interface LaunchInput {
  draft: CampaignDraft;
  platforms: readonly string[];
  source: string;
  now: Date;
  enabledChannels: EnabledChannels;
  templateBlocks?: Readonly<Record<string, Record<string, unknown>>>;
  /** Conflicts found between a template and the insertion order. */
  conflicts?: readonly ValidationIssue[];
}

export function launchJson(input: LaunchInput): LaunchResultJson {
  const { draft, platforms } = input;
  const configurations: Record<string, Record<string, unknown>> = {};
  for (const platform of platforms) {
    const lineItems = draft.lineItems.filter((item) => item.platform === platform);
    const stated = lineItems.some((item) => item.budget !== undefined);
    const budget = stated ? lineItems.reduce((sum, item) => sum + (item.budget ?? 0), 0) : undefined;
    const generated = platformConfiguration(platform, { draft, lineItems, budget });
    // A budget nobody stated is left out rather than shown as $0.
    if (!stated) delete generated.budget;
    configurations[platform] = { ...generated, ...(input.templateBlocks?.[platform] ?? {}) };
  }
  const json: LaunchResultJson = {
    summary: '',
    source: input.source,
    campaign_name: draft.campaignName ?? '',
    advertiser: draft.advertiser ?? '',
    flight_start_date: draft.flightStart ?? '',
    flight_end_date: draft.flightEnd ?? '',
    // A total nobody stated (a $0 sample) gives way to the budgets the template configures.
    total_budget: launchedBudget(draft, platforms) || configuredBudget(configurations),
    currency: draft.currency ?? 'USD',
    platforms: [...platforms],
    platform_configurations: configurations,
    validation: buildValidation([], 0),
  };
  return revalidateLaunchJson(json, input.now, input.enabledChannels, input.conflicts);
}

/** Recomputes the checks and summary of a launch configuration, e.g. after an edit. */
export function revalidateLaunchJson(
  json: LaunchResultJson,
  now: Date,
  enabledChannels: EnabledChannels = {},
  conflicts: readonly ValidationIssue[] = [],
): LaunchResultJson {
  const draft = draftFromLaunchJson(json);
  const campaignIssues = validateCampaign(draft, now).issues.filter(
    (issue) => !issue.field.startsWith('line_items'),
  );
  const platformIssues: ValidationIssue[] = json.platforms.flatMap((platform) => {
    const issues: ValidationIssue[] = [];
    const field = `platform_configurations.${platform}`;
    if (enabledChannels[platform] === false) {
      issues.push({
        field,
        severity: 'error',
        message: `${labelOf(platform)} is not enabled for this account.`,
      });
    }
    const stated = json.platform_configurations[platform]?.budget;
    if (stated !== undefined && !(Number(stated) > 0))
      issues.push({ field, severity: 'error', message: `No budget is allocated to ${labelOf(platform)}.` });
    return issues;
  });
  const issues = [...campaignIssues, ...platformIssues, ...conflicts];
  const validation = buildValidation(issues, 5 + json.platforms.length * 3);
  return { ...json, summary: launchSummary(json, validation.summary.validation_issues.length), validation };
}

function launchSummary(json: LaunchResultJson, issueCount: number): string {
  const platforms = joinWords(json.platforms.map(labelOf));
  const when =
    json.flight_start_date && json.flight_end_date
      ? ` from ${readableDate(json.flight_start_date)} to ${readableDate(json.flight_end_date)}`
      : '';
  const verdict =
    issueCount === 0
      ? 'Ready to launch.'
      : `${issueCount} issue${issueCount === 1 ? '' : 's'} must be fixed before launch.`;
  return `Launch configuration for "${json.campaign_name}" on ${platforms}: ${formatMoney(json.total_budget, json.currency)}${when}. ${verdict}`;
}

/** The campaign a launch configuration describes, one line item per platform. */
export function draftFromLaunchJson(json: LaunchResultJson): CampaignDraft {
  return {
    ...emptyDraft(),
    campaignName: json.campaign_name || undefined,
    advertiser: json.advertiser || undefined,
    flightStart: json.flight_start_date || undefined,
    flightEnd: json.flight_end_date || undefined,
    totalBudget: json.total_budget,
    currency: json.currency,
    lineItems: json.platforms.map((platform) => {
      const budget = json.platform_configurations[platform]?.budget;
      return {
        platform,
        name: json.campaign_name,
        budget: budget === undefined ? undefined : Number(budget),
      };
    }),
  };
}

interface LaunchSource {
  draft: CampaignDraft;
  source: string;
  templateBlocks?: Record<string, Record<string, unknown>>;
  conflicts?: ValidationIssue[];
}

function launchSource(context: BuildContext, wanted: readonly string[]): LaunchSource {
  const { request, random, now } = context;
  const template = filesOfKind(request.attachments, 'launch-template')[0];
  const prior = findPrior(request, ['campaign-processor', 'campaign-augmentor']);
  if (template) {
    const text = request.documentText[template.gcsPath ?? ''] ?? request.documentText[template.name];
    const reading = text ? readLaunchTemplate(text) : undefined;
    if (text && reading) {
      const io = prior ? campaignFromJson(prior.jsonResponse) : undefined;
      // A template that states no currency is in the IO's, else in the account's.
      const priced = { ...reading, currency: reading.currency ?? io?.currency ?? request.currency };
      return {
        ...launchFromTemplate(priced),
        source: `Launch template "${template.name}"`,
        conflicts: templateConflicts(priced, io),
      };
    }
  }
  if (prior) {
    const draft = campaignFromJson(prior.jsonResponse);
    return {
      draft: withWantedPlatforms(draft, wanted),
      source: `Campaign details of message ${prior.messageId}`,
    };
  }
  const sample = sampleCampaign(
    random,
    now,
    wanted.length > 0 ? wanted : template ? ['facebook', 'tiktok'] : undefined,
    request.currency,
  );
  return {
    draft: sample,
    source: template
      ? `Launch template "${template.name}" (its contents could not be read: sample values)`
      : 'Sample campaign (no insertion order was referenced)',
  };
}

/**
 * Platforms the user asked for but the IO does not cover. When the launch goes only to such
 * platforms ("fast track this IO to TikTok"), the IO's total moves there, shared evenly; beside
 * platforms the IO does cover they get a line item without a budget: the IO states none for them,
 * so none is made up (the configuration marks it missing).
 */
function withWantedPlatforms(draft: CampaignDraft, wanted: readonly string[]): CampaignDraft {
  const missing = wanted.filter((platform) => !draft.lineItems.some((item) => item.platform === platform));
  if (missing.length === 0) return draft;
  const moved =
    missing.length === wanted.length && draft.totalBudget ? draft.totalBudget / missing.length : undefined;
  return {
    ...draft,
    lineItems: [
      ...draft.lineItems,
      ...missing.map((platform) => ({
        platform,
        name: draft.campaignName,
        ...(moved !== undefined ? { budget: roundMoney(moved) } : {}),
      })),
    ],
  };
}

function platformsOfDraft(draft: CampaignDraft): string[] {
  const platforms = [
    ...new Set(draft.lineItems.map((item) => item.platform).filter((p): p is string => Boolean(p))),
  ];
  return platforms.length > 0 ? platforms : ['facebook'];
}

/** The whole IO budget, or only the launched platforms' share when the launch covers some of them. */
function configuredBudget(configurations: Record<string, Record<string, unknown>>): number {
  return Object.values(configurations).reduce((sum, configuration) => {
    const budget = Number(configuration.budget);
    return Number.isFinite(budget) ? sum + budget : sum;
  }, 0);
}

function launchedBudget(draft: CampaignDraft, platforms: readonly string[]): number {
  const leftOut = draft.lineItems.some((item) => item.platform && !platforms.includes(item.platform));
  if (!leftOut) return draft.totalBudget ?? lineItemTotal(draft);
  return draft.lineItems
    .filter((item) => item.platform && platforms.includes(item.platform))
    .reduce((sum, item) => sum + (item.budget ?? 0), 0);
}
