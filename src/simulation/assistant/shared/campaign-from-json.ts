import { type CampaignDraft, FIELD_KEYS, type FieldSources, type SourcedField } from './campaign-draft';
import { type FieldStatus, isTracked, plain, plainNumber, plainString } from './tracked-field';

/** Where each field came from, by status; fields not listed were read from the document. */
export type Provenance = Partial<Record<SourcedField, FieldStatus>>;

/** The result key of each sourced field, as a path into the campaign JSON. */
export const SOURCED_PATHS: Readonly<Record<SourcedField, readonly string[]>> = {
  ioNumber: [FIELD_KEYS.ioNumber],
  advertiser: [FIELD_KEYS.advertiser],
  agency: [FIELD_KEYS.agency],
  campaignName: [FIELD_KEYS.campaignName],
  flightStart: [FIELD_KEYS.flightStart],
  flightEnd: [FIELD_KEYS.flightEnd],
  totalBudget: [FIELD_KEYS.totalBudget],
  currency: [FIELD_KEYS.currency],
  geo: ['targeting', 'geo'],
  audience: ['targeting', 'audience'],
  contactName: ['contact', 'name'],
  contactEmail: ['contact', 'email'],
  contactPhone: ['contact', 'phone'],
  kpis: ['kpis'],
};

/** A line item's `source` when it is a demo value. */
export const SAMPLE_SOURCE = 'sample';

const SOURCE_IN_NOTES = /((?:page \d+, line \d+|your message, line \d+): '.*')\.?$/;

/** Reads a campaign result (or an edited one) back into a draft: launch configs and edits build on it. */
export function campaignFromJson(json: unknown): CampaignDraft {
  const record = asRecord(json);
  const targeting = asRecord(record.targeting);
  const contact = asRecord(record.contact);
  const lineItems = Array.isArray(record.line_items) ? record.line_items : [];
  const geo = plain(targeting.geo);
  return {
    ioNumber: plainString(record.io_number),
    advertiser: plainString(record.advertiser),
    agency: plainString(record.agency),
    campaignName: plainString(record.campaign_name),
    flightStart: plainString(record.flight_start_date),
    flightEnd: plainString(record.flight_end_date),
    totalBudget: plainNumber(record.total_budget),
    currency: plainString(record.currency),
    lineItems: lineItems.map((raw) => {
      const item = asRecord(raw);
      const source = plainString(item.source);
      return {
        name: plainString(item.line_item_name ?? item.name),
        platform: plainString(item.platform),
        budget: plainNumber(item.budget),
        impressions: plainNumber(item.impressions),
        cpm: plainNumber(item.cpm),
        startDate: plainString(item.start_date),
        endDate: plainString(item.end_date),
        ...(source === SAMPLE_SOURCE ? { sample: true } : source ? { source } : {}),
      };
    }),
    geo: Array.isArray(geo)
      ? geo.filter((g): g is string => typeof g === 'string')
      : typeof geo === 'string' && geo.trim() !== ''
        ? geo.split(/;|,/).map((part) => part.trim())
        : [],
    audience: plainString(targeting.audience),
    kpis: Array.isArray(record.kpis)
      ? record.kpis.map((kpi) => {
          const entry = asRecord(kpi);
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

/** The statuses recorded in a result, so a rebuilt result keeps saying what was read and what not. */
export function provenanceFromJson(json: unknown): Provenance {
  const provenance: Provenance = {};
  for (const [field, path] of Object.entries(SOURCED_PATHS) as [SourcedField, readonly string[]][]) {
    const value = at(json, path);
    if (!isTracked(value)) continue;
    if (value.status === 'generated' || value.status === 'sample') provenance[field] = 'sample';
    else if (value.status === 'edited') provenance[field] = 'edited';
  }
  return provenance;
}

/** The source lines quoted in a result's notes, so that an edit keeps showing where values came from. */
export function sourcesFromJson(json: unknown): FieldSources {
  const sources: FieldSources = {};
  for (const [field, path] of Object.entries(SOURCED_PATHS) as [SourcedField, readonly string[]][]) {
    const value = at(json, path);
    const source = isTracked(value) ? SOURCE_IN_NOTES.exec(String(value.notes))?.[1] : undefined;
    if (source) sources[field] = source;
  }
  return sources;
}

function at(json: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, key) => asRecord(value)[key], json);
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}
