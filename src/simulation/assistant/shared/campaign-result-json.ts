import type { EnabledChannels } from '../../../core/domain/account';
import { readableDate } from './calendar-dates';
import {
  type CampaignDraft,
  type FieldSources,
  lineItemTotal,
  platformsOf,
  type SourcedField,
} from './campaign-draft';
import {
  campaignFromJson,
  type Provenance,
  provenanceFromJson,
  SAMPLE_SOURCE,
  SOURCED_PATHS,
  sourcesFromJson,
} from './campaign-from-json';
import { validateCampaign } from './campaign-validation';
import { formatMoney } from './money-amounts';
import { labelOf } from './platform-catalog';
import type { CampaignResultJson } from './result-shapes';
import { type FieldStatus, type TrackedField, tracked } from './tracked-field';
import { buildValidation, type ValidationBlock, type ValidationIssue } from './validation-block';

export { campaignFromJson, type Provenance, provenanceFromJson, sourcesFromJson } from './campaign-from-json';

export interface CampaignResultInput {
  draft: CampaignDraft;
  provenance: Provenance;
  /** The line each read value came from, quoted in the notes column. */
  sources?: FieldSources;
  note: string;
  now: Date;
  sourceFile?: string;
  /** What the document is called in sentences: "insertion order", "media plan". */
  documentKind?: string;
  /** The account's channels: a line item on a disabled one is an issue. */
  enabledChannels?: EnabledChannels;
}

export const NOT_FOUND_NOTE = 'Not found in the document';
const SAMPLE_NOTE = 'Sample value for the demo: not in the document';
const NOTES: Partial<Record<FieldStatus, string>> = {
  extracted: 'Read from the document',
  sample: SAMPLE_NOTE,
  generated: SAMPLE_NOTE,
  edited: 'Changed at your request',
};

/** Words for the fields in the summary's "not in the document" sentence. */
const FIELD_WORDS: Readonly<Record<SourcedField, string>> = {
  ioNumber: 'IO number',
  advertiser: 'advertiser',
  agency: 'agency',
  campaignName: 'campaign name',
  flightStart: 'flight start date',
  flightEnd: 'flight end date',
  totalBudget: 'total budget',
  currency: 'currency',
  geo: 'geography',
  audience: 'audience',
  contactName: 'contact name',
  contactEmail: 'contact email',
  contactPhone: 'contact phone',
  kpis: 'KPIs',
};

/** The campaign-processor result JSON (see result-shapes.ts). */
export function buildCampaignJson(input: CampaignResultInput): CampaignResultJson {
  const { draft, provenance, now } = input;
  const sources = input.sources ?? {};
  // Sample values are shown for the demo's sake but never validated (issue 12).
  const readOnly = { ...draft };
  for (const [name, origin] of Object.entries(provenance)) {
    if (origin === 'sample') delete (readOnly as Record<string, unknown>)[name];
  }
  const { issues, totalFieldsValidated } = validateCampaign(readOnly, now, input.enabledChannels);
  const validation = buildValidation(issues, totalFieldsValidated);
  const field = (name: SourcedField, value: unknown): TrackedField =>
    trackedValue(value, provenance[name], sources[name], issueOf(issues, SOURCED_PATHS[name].join('.')));
  const documentKind = input.documentKind ?? 'Insertion order';

  return {
    pdf_processing_note: input.note,
    summary: campaignSummary(draft, validation, documentKind, provenance),
    document_type: documentKind,
    io_number: field('ioNumber', draft.ioNumber),
    advertiser: field('advertiser', draft.advertiser),
    agency: field('agency', draft.agency),
    campaign_name: field('campaignName', draft.campaignName),
    flight_start_date: field('flightStart', draft.flightStart),
    flight_end_date: field('flightEnd', draft.flightEnd),
    total_budget: field('totalBudget', draft.totalBudget),
    currency: field('currency', draft.currency),
    platforms: platformsOf(draft),
    line_items: draft.lineItems.map((item) => ({
      line_item_name: item.name ?? '',
      platform: item.platform ?? '',
      budget: item.budget ?? null,
      impressions: item.impressions ?? null,
      cpm: item.cpm ?? null,
      start_date: item.startDate ?? '',
      end_date: item.endDate ?? '',
      source: item.sample ? SAMPLE_SOURCE : (item.source ?? ''),
    })),
    line_item_total: lineItemTotal(draft),
    targeting: { geo: field('geo', draft.geo), audience: field('audience', draft.audience) },
    kpis: draft.kpis,
    contact: {
      name: field('contactName', draft.contact.name),
      email: field('contactEmail', draft.contact.email),
      phone: field('contactPhone', draft.contact.phone),
    },
    ...(input.sourceFile ? { source_file: input.sourceFile } : {}),
    validation,
  };
}

function issueOf(issues: readonly ValidationIssue[], key: string): ValidationIssue | undefined {
  return issues.find((issue) => issue.field === key);
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Value, status and notes: the notes quote the line the value was read from. */
function trackedValue(
  value: unknown,
  origin: FieldStatus | undefined,
  source: string | undefined,
  issue: ValidationIssue | undefined,
): TrackedField {
  if (isMissing(value)) return tracked(Array.isArray(value) ? [] : '', 'not found', NOT_FOUND_NOTE);
  const status = origin ?? 'extracted';
  if (issue)
    return tracked(value, issue.severity, source ? `${issue.message} Read at ${source}` : issue.message);
  const notes = status === 'extracted' && source ? source : (NOTES[status] ?? '');
  return tracked(value, status, notes);
}

function campaignSummary(
  draft: CampaignDraft,
  validation: ValidationBlock,
  documentKind: string,
  provenance: Provenance,
): string {
  const currency = draft.currency ?? 'USD';
  const platforms = platformsOf(draft).map(labelOf);
  const parts = [
    `${documentKind}${draft.ioNumber ? ` ${draft.ioNumber}` : ''} for ${draft.advertiser ?? 'an unnamed advertiser'}`,
    draft.campaignName ? `"${draft.campaignName}"` : undefined,
  ].filter(Boolean);
  const budget =
    draft.totalBudget !== undefined ? formatMoney(draft.totalBudget, currency) : 'an unstated budget';
  const items = `${draft.lineItems.length} line item${draft.lineItems.length === 1 ? '' : 's'}`;
  const where = platforms.length > 0 ? ` on ${joinWords(platforms)}` : '';
  const when =
    draft.flightStart && draft.flightEnd
      ? `, ${readableDate(draft.flightStart)} – ${readableDate(draft.flightEnd)}`
      : '';
  const issues = validation.summary.validation_issues.length;
  const verdict =
    issues === 0
      ? 'All checks passed.'
      : `${issues} issue${issues === 1 ? '' : 's'} to review before launch.`;
  const samples = (Object.keys(provenance) as SourcedField[])
    .filter((field) => provenance[field] === 'sample')
    .map((field) => FIELD_WORDS[field]);
  if (draft.lineItems.some((item) => item.sample)) samples.push('line items');
  const sampleNote = samples.length > 0 ? ` Sample values, not in the document: ${joinWords(samples)}.` : '';
  return `${parts.join(', ')}: ${budget} across ${items}${where}${when}.${sampleNote} ${verdict}`;
}

export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Recomputes the summary and validation of a campaign result after its values changed. */
export function revalidateCampaignJson(
  json: Record<string, unknown>,
  now: Date,
  changedFields: readonly string[],
  enabledChannels?: EnabledChannels,
): Record<string, unknown> {
  const provenance = provenanceFromJson(json);
  for (const [field, path] of Object.entries(SOURCED_PATHS) as [SourcedField, readonly string[]][]) {
    if (
      changedFields.includes(path.join('.')) ||
      (path.length === 1 && changedFields.includes(path[0] ?? ''))
    )
      provenance[field] = 'edited';
  }
  const rebuilt = buildCampaignJson({
    draft: campaignFromJson(json),
    provenance,
    sources: sourcesFromJson(json),
    note: typeof json.pdf_processing_note === 'string' ? json.pdf_processing_note : '',
    now,
    sourceFile: typeof json.source_file === 'string' ? json.source_file : undefined,
    documentKind: typeof json.document_type === 'string' ? json.document_type : undefined,
    enabledChannels,
  });
  // Keep keys the rebuild does not know (added by an edit) and their order.
  const merged: Record<string, unknown> = { ...json };
  for (const [key, value] of Object.entries(rebuilt)) {
    if (key === 'pdf_processing_note') continue;
    merged[key] = value;
  }
  return merged;
}
