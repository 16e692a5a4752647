import { readableDate } from './calendar-dates';
import {
  type CampaignDraft,
  FIELD_KEYS,
  lineItemTotal,
  platformsOf,
  type RequiredField,
} from './campaign-draft';
import { validateCampaign } from './campaign-validation';
import { formatMoney } from './money-amounts';
import { labelOf } from './platform-catalog';
import type { CampaignResultJson } from './result-shapes';
import {
  type FieldStatus,
  isTracked,
  plainNumber,
  plainString,
  type TrackedField,
  tracked,
} from './tracked-field';
import { buildValidation, type ValidationBlock } from './validation-block';

type HeaderField = RequiredField | 'agency';
const TRACKED_HEADERS: readonly HeaderField[] = [
  'advertiser',
  'agency',
  'campaignName',
  'flightStart',
  'flightEnd',
  'totalBudget',
];

/** Where each header value came from; fields not listed were read from the document. */
export type Provenance = Partial<Record<HeaderField, FieldStatus>>;

export interface CampaignResultInput {
  draft: CampaignDraft;
  provenance: Provenance;
  note: string;
  now: Date;
  sourceFile?: string;
  /** What the document is called in sentences: "insertion order", "media plan". */
  documentKind?: string;
}

const PROVENANCE_NOTES: Readonly<Record<FieldStatus, string>> = {
  extracted: 'Read from the document',
  generated: 'Not found in the document: sample value',
  edited: 'Changed at your request',
  warning: '',
  error: '',
};

/** The campaign-processor result JSON (see result-shapes.ts). */
export function buildCampaignJson(input: CampaignResultInput): CampaignResultJson {
  const { draft, provenance, now } = input;
  const { issues, totalFieldsValidated } = validateCampaign(draft, now);
  const validation = buildValidation(issues, totalFieldsValidated);
  const currency = draft.currency ?? 'USD';

  const header = (field: HeaderField): TrackedField => {
    const origin = provenance[field] ?? 'extracted';
    const issue = issues.find((candidate) => candidate.field === FIELD_KEYS[field]);
    const value = draft[field];
    if (issue) return tracked(value ?? '', issue.severity, issue.message);
    if (value === undefined) return tracked('', 'error', 'Missing from the document');
    return tracked(value, origin, PROVENANCE_NOTES[origin]);
  };

  return {
    pdf_processing_note: input.note,
    summary: campaignSummary(draft, validation, input.documentKind ?? 'Insertion order'),
    document_type: input.documentKind ?? 'Insertion order',
    io_number: draft.ioNumber ?? '',
    advertiser: header('advertiser'),
    agency: header('agency'),
    campaign_name: header('campaignName'),
    flight_start_date: header('flightStart'),
    flight_end_date: header('flightEnd'),
    total_budget: header('totalBudget'),
    currency,
    platforms: platformsOf(draft),
    line_items: draft.lineItems.map((item) => ({
      line_item_name: item.name ?? '',
      platform: item.platform ?? '',
      budget: item.budget ?? null,
      impressions: item.impressions ?? null,
      cpm: item.cpm ?? null,
      start_date: item.startDate ?? draft.flightStart ?? '',
      end_date: item.endDate ?? draft.flightEnd ?? '',
    })),
    line_item_total: lineItemTotal(draft),
    targeting: { geo: draft.geo, audience: draft.audience ?? '' },
    kpis: draft.kpis,
    contact: {
      name: draft.contact.name ?? '',
      email: draft.contact.email ?? '',
      phone: draft.contact.phone ?? '',
    },
    ...(input.sourceFile ? { source_file: input.sourceFile } : {}),
    validation,
  };
}

function campaignSummary(draft: CampaignDraft, validation: ValidationBlock, documentKind: string): string {
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
  return `${parts.join(', ')}: ${budget} across ${items}${where}${when}. ${verdict}`;
}

export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Reads a campaign result (or an edited one) back into a draft: launch configs and edits build on it. */
export function campaignFromJson(json: unknown): CampaignDraft {
  const record = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const targeting = (record.targeting ?? {}) as Record<string, unknown>;
  const contact = (record.contact ?? {}) as Record<string, unknown>;
  const lineItems = Array.isArray(record.line_items) ? record.line_items : [];
  return {
    ioNumber: plainString(record.io_number),
    advertiser: plainString(record.advertiser),
    agency: plainString(record.agency),
    campaignName: plainString(record.campaign_name),
    flightStart: plainString(record.flight_start_date),
    flightEnd: plainString(record.flight_end_date),
    totalBudget: plainNumber(record.total_budget),
    currency: plainString(record.currency) ?? 'USD',
    lineItems: lineItems.map((raw) => {
      const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
      return {
        name: plainString(item.line_item_name ?? item.name),
        platform: plainString(item.platform),
        budget: plainNumber(item.budget),
        impressions: plainNumber(item.impressions),
        cpm: plainNumber(item.cpm),
        startDate: plainString(item.start_date),
        endDate: plainString(item.end_date),
      };
    }),
    geo: Array.isArray(targeting.geo) ? targeting.geo.filter((g): g is string => typeof g === 'string') : [],
    audience: plainString(targeting.audience),
    kpis: Array.isArray(record.kpis)
      ? record.kpis.map((kpi) => {
          const entry = (kpi ?? {}) as Record<string, unknown>;
          return { kpi: plainString(entry.kpi) ?? '', target: plainString(entry.target) ?? '' };
        })
      : [],
    contact: {
      name: plainString(contact.name),
      email: plainString(contact.email),
      phone: plainString(contact.phone),
    },
  };
}

/** The provenance recorded in a result, so a rebuilt result keeps saying what was read and what made up. */
export function provenanceFromJson(json: unknown): Provenance {
  const record = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const provenance: Provenance = {};
  for (const field of TRACKED_HEADERS) {
    const value = record[FIELD_KEYS[field]];
    if (!isTracked(value)) continue;
    if (value.status === 'generated' || value.status === 'edited') provenance[field] = value.status;
  }
  return provenance;
}

/** Recomputes the summary and validation of a campaign result after its values changed. */
export function revalidateCampaignJson(
  json: Record<string, unknown>,
  now: Date,
  changedFields: readonly string[],
): Record<string, unknown> {
  const provenance = provenanceFromJson(json);
  for (const field of TRACKED_HEADERS) {
    if (changedFields.includes(FIELD_KEYS[field])) provenance[field] = 'edited';
  }
  const rebuilt = buildCampaignJson({
    draft: campaignFromJson(json),
    provenance,
    note: typeof json.pdf_processing_note === 'string' ? json.pdf_processing_note : '',
    now,
    sourceFile: typeof json.source_file === 'string' ? json.source_file : undefined,
    documentKind: typeof json.document_type === 'string' ? json.document_type : undefined,
  });
  // Keep keys the rebuild does not know (added by an edit) and their order.
  const merged: Record<string, unknown> = { ...json };
  for (const [key, value] of Object.entries(rebuilt)) {
    if (key === 'pdf_processing_note') continue;
    merged[key] = value;
  }
  return merged;
}
