import { MEDIA_PLAN_SUB_ACTION } from '../shared/action-names';
import type { AssistantResult } from '../shared/assistant-contract';
import { filesOfKind } from '../shared/attachment-kinds';
import type { BuildContext } from '../shared/build-context';
import { type CampaignDraft, REQUIRED_FIELDS, type RequiredField } from '../shared/campaign-draft';
import { buildCampaignJson, type Provenance } from '../shared/campaign-result-json';
import { platformsMentioned } from '../shared/platform-catalog';
import { sampleCampaign } from '../shared/sample-data';
import { extractInsertionOrder } from './io-extraction';

const FIELD_WORDS: Readonly<Record<RequiredField | 'agency', string>> = {
  advertiser: 'advertiser',
  agency: 'agency',
  campaignName: 'campaign name',
  flightStart: 'flight start date',
  flightEnd: 'flight end date',
  totalBudget: 'total budget',
};

/** campaign-processor: an insertion order (or media plan) read into a validated campaign. */
export function processCampaign(context: BuildContext, subAction?: string): AssistantResult {
  const { request, random, now } = context;
  const isMediaPlan = subAction === MEDIA_PLAN_SUB_ACTION;
  const documents = isMediaPlan
    ? filesOfKind(request.attachments, 'media-plan')
    : [...filesOfKind(request.attachments, 'insertion-order'), ...filesOfKind(request.attachments, 'other')];
  const document = documents[0];
  const documentText = document
    ? (request.documentText[document.gcsPath ?? ''] ?? request.documentText[document.name])
    : undefined;
  const readable = documentText && documentText.trim() !== '' ? documentText : undefined;

  const extracted = extractInsertionOrder(readable ?? request.text);
  const sample = sampleCampaign(
    random,
    now,
    platformsMentioned(request.text).map((platform) => platform.id),
  );
  const { draft, provenance, filledIn } = fillGaps(extracted, sample);

  const kind = isMediaPlan ? 'Media plan' : 'Insertion order';
  const note = processingNote({ documentName: document?.name, readable: Boolean(readable), filledIn, kind });
  const json = buildCampaignJson({
    draft,
    provenance,
    note,
    now,
    sourceFile: document?.name,
    documentKind: kind,
  });
  const issues = (json.validation as { summary: { validation_issues: string[] } }).summary.validation_issues
    .length;
  return {
    status: 'completed',
    content:
      issues === 0
        ? `I've processed the ${kind.toLowerCase()}. Here are the campaign details:`
        : `I've processed the ${kind.toLowerCase()} and found ${issues} issue${issues === 1 ? '' : 's'} to review. Here are the campaign details:`,
    jsonResponse: json,
  };
}

function fillGaps(
  extracted: CampaignDraft,
  sample: CampaignDraft,
): { draft: CampaignDraft; provenance: Provenance; filledIn: string[] } {
  const draft: CampaignDraft = { ...extracted };
  const provenance: Provenance = {};
  const filledIn: string[] = [];
  const fill = <K extends RequiredField | 'agency'>(field: K, value: CampaignDraft[K]): void => {
    if (draft[field] !== undefined && draft[field] !== '') return;
    draft[field] = value;
    provenance[field] = 'generated';
    filledIn.push(FIELD_WORDS[field]);
  };

  if (draft.lineItems.length === 0) {
    draft.lineItems = sample.lineItems;
    filledIn.push('line items');
  }
  for (const field of [...REQUIRED_FIELDS, 'agency'] as const) {
    if (field === 'totalBudget') continue;
    fill(field, sample[field]);
  }
  const sum = draft.lineItems.reduce((total, item) => total + (item.budget ?? 0), 0);
  fill('totalBudget', sum > 0 ? sum : sample.totalBudget);
  draft.currency ??= 'USD';
  if (!draft.ioNumber) draft.ioNumber = sample.ioNumber;
  if (draft.geo.length === 0) {
    draft.geo = sample.geo;
    filledIn.push('geo targeting');
  }
  if (!draft.audience) {
    draft.audience = sample.audience;
    filledIn.push('audience');
  }
  if (draft.kpis.length === 0) {
    draft.kpis = sample.kpis;
    filledIn.push('KPIs');
  }
  if (!draft.contact.name && !draft.contact.email) {
    draft.contact = sample.contact;
    filledIn.push('contact');
  }
  return { draft, provenance, filledIn };
}

function processingNote(input: {
  documentName?: string;
  readable: boolean;
  filledIn: string[];
  kind: string;
}): string {
  const { documentName, readable, filledIn, kind } = input;
  const source = documentName ? `"${documentName}"` : 'your message';
  if (documentName && !readable) {
    return `The text of "${documentName}" could not be read, so this ${kind.toLowerCase()} uses sample values throughout. Please check every field.`;
  }
  if (filledIn.length === 0) return `All campaign details were read from ${source}.`;
  return `Campaign details were read from ${source}. Not found there, filled in with sample values: ${filledIn.join(', ')}.`;
}
