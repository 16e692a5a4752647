import type { EnabledChannels } from '../../../core/domain/account';
import { draftFromLaunchJson, revalidateLaunchJson } from '../campaign-launcher/launch-configuration';
import { languageOf } from '../conversation/language';
import { buildCreativeJson } from '../creative-processor/creative-processor';
import type { AssistantResult, Offer, PriorResult } from '../shared/assistant-contract';
import { isoDate } from '../shared/calendar-dates';
import { type CampaignDraft, REQUIRED_FIELDS } from '../shared/campaign-draft';
import {
  buildCampaignJson,
  campaignFromJson,
  provenanceFromJson,
  revalidateCampaignJson,
  sourcesFromJson,
} from '../shared/campaign-result-json';
import type {
  CampaignResultJson,
  CreativeResultJson,
  FieldChange,
  LaunchResultJson,
} from '../shared/result-shapes';
import { validationIssuesOf } from '../shared/validation-block';
import { type FixOutcome, type FixSetting, fixCampaign, fixCreatives } from './auto-fix';
import { applyChanges, parseChanges } from './edit-instructions';
import { changeInEnglish } from './edit-phrasing';
import { type BudgetQuestion, editReply, type FixNeed } from './fix-replies';
import { kindOfResult, type ResultKind } from './result-kind';

/** "Fix the issues" as the Edit box may say it, in English, French or Spanish. */
const FIX_WORDS =
  /(?<!\p{L})(fix|correct|resolve|repair|issues?|corrige[rz]?|r[ée]pare[rz]?|erreurs?|probl[èe]mes?|arregla[r]?|errores|problemas)(?!\p{L})/iu;

interface Edited {
  json: unknown;
  /** Sentences for the reply and the result's `changes_applied`. */
  changes: string[];
  needsInput: FixNeed[];
  budgetQuestion?: BudgetQuestion;
}

/** An edited result, and the question its answer ends with when the fix could not choose. */
export interface EditOutcome {
  result: AssistantResult;
  offer?: Offer;
}

/**
 * "Edit": applies "change X to Y" instructions, or fixes the validation issues when asked to.
 * Checked against the account's channels when known, so an edit never drops a "not enabled" issue.
 */
export function editResult(
  original: PriorResult,
  instructions: string,
  now: Date,
  setting: FixSetting = {},
): EditOutcome {
  const kind = kindOfResult(original);
  const json = original.jsonResponse;
  const requests = parseChanges(changeInEnglish(withoutPrefill(instructions, json)));
  const applied = applyChanges(json, requests, now);
  let edited: Edited = { json: applied.json, changes: applied.changes.map(describe), needsInput: [] };
  const fixing = applied.changes.length === 0 && FIX_WORDS.test(instructions);
  if (fixing) edited = autoFix(kind, json, now, setting);
  const revalidated = revalidate(kind, edited.json, now, applied.changes, setting.account?.enabledChannels);
  const result =
    revalidated && typeof revalidated === 'object'
      ? { ...(revalidated as Record<string, unknown>), changes_applied: edited.changes }
      : revalidated;
  const { budgetQuestion } = edited;
  return {
    result: {
      status: 'completed',
      content: editReply(setting.language ?? languageOf(instructions), {
        changes: edited.changes.length,
        fixing,
        somethingUnmatched: applied.unmatched.length > 0,
        unfixed: fixing ? errorsOf(result) : [],
        ...currencyOf(result),
        needs: edited.needsInput,
        remaining: validationIssuesOf(result).length,
        ...(budgetQuestion ? { budgetQuestion } : {}),
      }),
      jsonResponse: result,
    },
    ...(budgetQuestion ? { offer: { kind: 'budget-side', ...budgetQuestion } } : {}),
  };
}

/** Drops the lines of the Edit pre-fill that repeat the result's own issues (spec 1 §4). */
function withoutPrefill(instructions: string, json: unknown): string {
  const issues = new Set(validationIssuesOf(json).map((issue) => issue.trim()));
  return instructions
    .split('\n')
    .filter((line) => {
      const text = line.replace(/^[-•*]\s*/, '').trim();
      if (issues.has(text)) return false;
      if (/^please (fix the following issues|specify what changes you'd like to make):?$/i.test(text))
        return false;
      if (/^\d+ issues? found out of \d+ fields validated\.?$/i.test(text)) return false;
      if (/^overall status:/i.test(text) || /^(passed|passed_with_warnings|failed|warnings?)$/i.test(text))
        return false;
      return true;
    })
    .join('\n');
}

function autoFix(kind: ResultKind, json: unknown, now: Date, setting: FixSetting): Edited {
  const today = isoDate(now);
  if (kind === 'campaign') {
    const before = campaignFromJson(json);
    const outcome = fixCampaign(before, today, setting);
    const provenance = provenanceFromJson(json);
    for (const field of REQUIRED_FIELDS) {
      if (outcome.value[field] !== before[field]) provenance[field] = 'edited';
    }
    const rebuilt = buildCampaignJson({
      draft: outcome.value,
      provenance,
      sources: sourcesFromJson(json),
      note: String((json as CampaignResultJson).pdf_processing_note ?? ''),
      now,
      sourceFile: (json as CampaignResultJson).source_file,
      documentKind: (json as CampaignResultJson).document_type,
      enabledChannels: setting.account?.enabledChannels,
    });
    return { json: rebuilt, ...editedBy(outcome) };
  }
  if (kind === 'launch') {
    const launch = json as LaunchResultJson;
    const outcome = fixCampaign(draftFromLaunchJson(launch), today, setting);
    const fixedJson: LaunchResultJson = {
      ...launch,
      flight_start_date: outcome.value.flightStart ?? launch.flight_start_date,
      flight_end_date: outcome.value.flightEnd ?? launch.flight_end_date,
      total_budget: outcome.value.totalBudget ?? launch.total_budget,
      platform_configurations: withPlatformBudgets(launch, outcome.value),
    };
    return { json: fixedJson, ...editedBy(outcome) };
  }
  if (kind === 'creative') {
    const creative = json as CreativeResultJson;
    const outcome = fixCreatives(creative.creatives);
    return {
      json: { ...creative, creatives: outcome.value },
      changes: outcome.fixed,
      needsInput: outcome.needsInput,
    };
  }
  return {
    json,
    changes: [],
    needsInput: [{ kind: 'result-kind' }],
  };
}

/**
 * A launch configuration's platform budgets as the fixed campaign holds them: its line items are
 * the platforms in order (`draftFromLaunchJson`), so "keep the total" rescales each platform.
 */
function withPlatformBudgets(
  launch: LaunchResultJson,
  fixed: CampaignDraft,
): LaunchResultJson['platform_configurations'] {
  const configurations = { ...launch.platform_configurations };
  launch.platforms.forEach((platform, index) => {
    const budget = fixed.lineItems[index]?.budget;
    const configuration = configurations[platform];
    if (budget === undefined || configuration?.budget === undefined) return;
    configurations[platform] = { ...configuration, budget };
  });
  return configurations;
}

function editedBy(outcome: FixOutcome<unknown>): Omit<Edited, 'json'> {
  return {
    changes: outcome.fixed,
    needsInput: outcome.needsInput,
    ...(outcome.budgetQuestion ? { budgetQuestion: outcome.budgetQuestion } : {}),
  };
}

/** The error messages of a result's validation (warnings are not what blocks a launch). */
function errorsOf(json: unknown): string[] {
  const issues = (json as { validation?: { issues?: { severity: string; message: string }[] } } | undefined)
    ?.validation?.issues;
  return (issues ?? []).filter((issue) => issue.severity === 'error').map((issue) => issue.message);
}

function currencyOf(json: unknown): { currency?: string } {
  const currency = (json as { currency?: unknown } | undefined)?.currency;
  return typeof currency === 'string' ? { currency } : {};
}

/** Recomputes a result's summary and checks after its values changed. */
export function revalidate(
  kind: ResultKind,
  json: unknown,
  now: Date,
  changes: readonly FieldChange[],
  enabledChannels?: EnabledChannels,
): unknown {
  if (kind === 'campaign') {
    const topKeys = changes.map((change) => change.field.split(' › ')[0]?.replace(/ /g, '_') ?? '');
    return revalidateCampaignJson(json as Record<string, unknown>, now, topKeys, enabledChannels);
  }
  if (kind === 'launch') return revalidateLaunchJson(json as LaunchResultJson, now);
  if (kind === 'creative') {
    const creative = json as CreativeResultJson;
    return {
      ...creative,
      ...buildCreativeJson(
        creative.creatives.map((item) => ({ ...item, notes: '' })),
        { advertiser: creative.advertiser, campaignName: creative.campaign_name },
        creative.source_files,
        false,
      ),
    };
  }
  return json;
}

function describe(change: FieldChange): string {
  return `${change.field}: ${show(change.from)} → ${show(change.to)}`;
}

function show(value: unknown): string {
  if (value === '' || value === null || value === undefined) return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
