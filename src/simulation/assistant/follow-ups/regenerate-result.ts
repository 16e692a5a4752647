import { draftFromLaunchJson, launchJson } from '../campaign-launcher/launch-configuration';
import { languageOf } from '../conversation/language';
import { NAMING_CONVENTIONS } from '../creative-processor/creative-naming';
import { buildCreativeJson } from '../creative-processor/creative-processor';
import { builderFor } from '../routing/action-builders';
import type { AssistantResult, PriorResult } from '../shared/assistant-contract';
import type { BuildContext } from '../shared/build-context';
import {
  buildCampaignJson,
  campaignFromJson,
  provenanceFromJson,
  sourcesFromJson,
} from '../shared/campaign-result-json';
import { phrasesIn } from '../shared/result-phrases/result-phrases';
import type { CampaignResultJson, CreativeResultJson, LaunchResultJson } from '../shared/result-shapes';
import { sampleCampaign } from '../shared/sample-data';
import type { Random } from '../shared/seeded-random';
import { applyChanges, parseChanges } from './edit-instructions';
import { changeInEnglish } from './edit-phrasing';
import { revalidate } from './edit-result';
import { kindOfResult } from './result-kind';

/**
 * "Regenerate" (and "Regenerate with Feedback" after a rejection): a new variant of the same
 * action. What was read from the document stays; what was made up is made up again; feedback
 * that names a field and a value ("the budget should be 200k") is applied and acknowledged.
 */
export function regenerateResult(
  original: PriorResult,
  feedback: string | undefined,
  context: BuildContext,
): AssistantResult {
  const variant = newVariant(original, context);
  const requests = feedback ? parseChanges(changeInEnglish(feedback)) : [];
  const applied = applyChanges(variant.jsonResponse, requests, context.now);
  const checked =
    applied.changes.length > 0
      ? revalidate(kindOfResult(original), applied.json, context.now, applied.changes)
      : applied.json;
  const taken = applied.changes.map(
    (change) => `${change.field} → ${typeof change.to === 'string' ? change.to : JSON.stringify(change.to)}`,
  );
  const json = feedback ? withFeedbackNote(checked, feedback, taken) : checked;
  return {
    ...variant,
    // The request of a regeneration is the result's; the feedback is what the user wrote.
    content: phrasesIn(languageOf(feedback ?? '')).newVersion(feedback ? taken : undefined),
    jsonResponse: json,
  };
}

function newVariant(original: PriorResult, context: BuildContext): AssistantResult {
  const { random, now } = context;
  const kind = kindOfResult(original);
  if (kind === 'campaign') {
    const json = original.jsonResponse as CampaignResultJson;
    const draft = reroll(campaignFromJson(json), provenanceFromJson(json), random, now);
    return {
      status: 'completed',
      content: '',
      jsonResponse: buildCampaignJson({
        draft,
        provenance: provenanceFromJson(json),
        sources: sourcesFromJson(json),
        note: json.pdf_processing_note,
        enabledChannels: context.request.enabledChannels,
        now,
        sourceFile: json.source_file,
        documentKind: json.document_type,
      }),
    };
  }
  if (kind === 'launch') {
    const json = original.jsonResponse as LaunchResultJson;
    return {
      status: 'completed',
      content: '',
      jsonResponse: launchJson({
        draft: { ...draftFromLaunchJson(json), geo: [], kpis: [], contact: {} },
        platforms: json.platforms,
        source: json.source,
        now,
        enabledChannels: context.request.enabledChannels,
      }),
    };
  }
  if (kind === 'creative') {
    const json = original.jsonResponse as CreativeResultJson;
    const naming = random.pick(NAMING_CONVENTIONS);
    const renamed = json.creatives.map((creative) => ({
      ...creative,
      creative_name: naming(creative, json.advertiser, json.campaign_name),
      notes: '',
    }));
    return {
      status: 'completed',
      content: '',
      jsonResponse: buildCreativeJson(
        renamed,
        { advertiser: json.advertiser, campaignName: json.campaign_name },
        json.source_files,
        false,
      ),
    };
  }
  // Analyses and the rest: the same agent again, on the same context, with a new seed. One that
  // cannot work from the result alone (a plan read from an IO no longer at hand) keeps the result.
  const again = builderFor(original.action ?? '')(
    { ...context, request: { ...context.request, latestResult: original } },
    original.subAction,
  );
  return again.jsonResponse === undefined && original.jsonResponse !== undefined
    ? { status: 'completed', content: '', jsonResponse: original.jsonResponse }
    : again;
}

/** Fields that were sample values get new sample values; what was read or edited is kept. */
function reroll(
  draft: ReturnType<typeof campaignFromJson>,
  provenance: ReturnType<typeof provenanceFromJson>,
  random: Random,
  now: Date,
) {
  const sample = sampleCampaign(random, now);
  const next = { ...draft };
  if (provenance.advertiser === 'sample') next.advertiser = sample.advertiser;
  if (provenance.agency === 'sample') next.agency = sample.agency;
  if (provenance.campaignName === 'sample') next.campaignName = sample.campaignName;
  return next;
}

function withFeedbackNote(json: unknown, feedback: string, taken: readonly string[]): unknown {
  if (!json || typeof json !== 'object') return json;
  const record = json as Record<string, unknown>;
  const note = `Regenerated with your feedback: "${feedback.trim()}".${
    taken.length > 0
      ? ` Applied: ${taken.join('; ')}.`
      : ' No field and value could be read from it, so the result was regenerated as a whole.'
  }`;
  const summary = typeof record.summary === 'string' ? `${note} ${record.summary}` : note;
  return { ...record, summary, regeneration_note: note };
}
