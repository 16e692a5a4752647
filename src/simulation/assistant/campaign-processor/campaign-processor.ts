import {
  COMPARE_ORIGINAL_SUB_ACTION,
  MEDIA_PLAN_SUB_ACTION,
  VIEW_ORIGINAL_SUB_ACTION,
} from '../shared/action-names';
import type { AssistantResult } from '../shared/assistant-contract';
import { filesOfKind } from '../shared/attachment-kinds';
import type { BuildContext } from '../shared/build-context';
import type { CampaignDraft, SourcedField } from '../shared/campaign-draft';
import { buildCampaignJson, type Provenance } from '../shared/campaign-result-json';
import { platformsMentioned } from '../shared/platform-catalog';
import { resultPhrases } from '../shared/result-phrases/result-phrases';
import { sampleCampaign } from '../shared/sample-data';
import { originalDocument } from './original-document';
import { readInsertionOrder } from './read-insertion-order';
import { draftFromReading } from './reading/draft-from-reading';

/**
 * campaign-processor: an insertion order (or media plan) read into a validated campaign. What the
 * document states is read with its source line; what it does not state stays empty. Sample values
 * appear only when there is no document text at all (a typed request, or a host that cannot read
 * PDFs), and are then marked "sample" and never validated.
 */
export function processCampaign(context: BuildContext, subAction?: string): AssistantResult {
  if (subAction === VIEW_ORIGINAL_SUB_ACTION || subAction === COMPARE_ORIGINAL_SUB_ACTION) {
    return originalDocument(context, subAction);
  }
  const { request, random, now } = context;
  const isMediaPlan = subAction === MEDIA_PLAN_SUB_ACTION;
  const documents = isMediaPlan
    ? filesOfKind(request.attachments, 'media-plan')
    : [...filesOfKind(request.attachments, 'insertion-order'), ...filesOfKind(request.attachments, 'other')];
  const document = documents[0];
  const documentText = document
    ? (request.documentText[document.gcsPath ?? ''] ?? request.documentText[document.name])
    : undefined;
  const kind = isMediaPlan ? 'Media plan' : 'Insertion order';
  const hasTextLayer = documentText !== undefined && !isBlank(documentText);
  const { draft, sources } = draftFromReading(readInsertionOrder(hasTextLayer ? documentText : request.text));

  // No document text to hold the demo to: show sample values, marked as such.
  const useSamples = !document || documentText === undefined;
  const { provenance, sampled } = useSamples
    ? fillWithSamples(
        draft,
        sampleCampaign(
          random,
          now,
          platformsMentioned(request.text).map((p) => p.id),
          request.currency,
        ),
      )
    : { provenance: {}, sampled: [] };
  const note = processingNote({ documentName: document?.name, documentText, sampled, kind, draft });
  const json = buildCampaignJson({
    draft,
    provenance,
    sources,
    note,
    now,
    sourceFile: document?.name,
    documentKind: kind,
    enabledChannels: request.enabledChannels,
  });
  const issues = json.validation.summary.validation_issues.length;
  return {
    status: 'completed',
    content: resultPhrases(context).documentRead(isMediaPlan ? 'media-plan' : 'insertion-order', issues),
    jsonResponse: json,
  };
}

const SAMPLED_HEADERS = ['advertiser', 'campaignName', 'flightStart', 'flightEnd', 'totalBudget'] as const;

function fillWithSamples(
  draft: CampaignDraft,
  sample: CampaignDraft,
): { provenance: Provenance; sampled: string[] } {
  const provenance: Provenance = {};
  const sampled: string[] = [];
  const fill = (field: (typeof SAMPLED_HEADERS)[number], words: string) => {
    if (draft[field] !== undefined || sample[field] === undefined) return;
    (draft as unknown as Record<SourcedField, unknown>)[field] = sample[field];
    provenance[field] = 'sample';
    sampled.push(words);
  };
  if (draft.lineItems.length === 0) {
    draft.lineItems = sample.lineItems.map((item) => ({ ...item, sample: true }));
    sampled.push('line items');
  }
  fill('advertiser', 'advertiser');
  fill('campaignName', 'campaign name');
  fill('flightStart', 'flight start date');
  fill('flightEnd', 'flight end date');
  if (draft.totalBudget === undefined) {
    draft.totalBudget = draft.lineItems.reduce((sum, item) => sum + (item.budget ?? 0), 0);
    provenance.totalBudget = 'sample';
    sampled.push('total budget');
  }
  return { provenance, sampled };
}

function processingNote(input: {
  documentName?: string;
  documentText?: string;
  sampled: readonly string[];
  kind: string;
  draft: CampaignDraft;
}): string {
  const { documentName, documentText, sampled, kind } = input;
  const what = kind.toLowerCase();
  if (documentName && documentText !== undefined && isBlank(documentText)) {
    return `"${documentName}" has no text layer (it looks like a scanned image), so nothing could be read from it. Please upload a text PDF or type the details.`;
  }
  if (documentName && documentText === undefined) {
    return `The text of "${documentName}" could not be read here, so this ${what} shows sample values, marked "sample". Please check every field.`;
  }
  const source = documentName ? `"${documentName}"` : 'your message';
  const notFound = notFoundIn(input.draft);
  const all = notFound.length === 0 && sampled.length === 0 ? 'All campaign' : 'Campaign';
  const parts = [
    `${all} details were read from ${source}; the notes column shows where each value was read.`,
  ];
  if (notFound.length > 0) parts.push(`Not found there, left empty: ${notFound.join(', ')}.`);
  if (sampled.length > 0) parts.push(`Sample values for the demo, marked "sample": ${sampled.join(', ')}.`);
  return parts.join(' ');
}

/** A PDF without a text layer reads as page markers only ("-- 1 of 1 --"). */
function isBlank(text: string): boolean {
  return text.replace(/-- \d+ of \d+ --/g, '').trim() === '';
}

function notFoundIn(draft: CampaignDraft): string[] {
  const missing: string[] = [];
  if (!draft.advertiser) missing.push('advertiser');
  if (!draft.campaignName) missing.push('campaign name');
  if (!draft.flightStart || !draft.flightEnd) missing.push('flight dates');
  if (draft.totalBudget === undefined) missing.push('total budget');
  if (draft.lineItems.length === 0) missing.push('line items');
  return missing;
}
