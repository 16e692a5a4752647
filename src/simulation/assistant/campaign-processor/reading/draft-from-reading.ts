import type { CampaignDraft, FieldSources, SourcedField } from '../../shared/campaign-draft';
import { describeSource, type InsertionOrderReading, type ReadValue } from './insertion-order-reading';

/** A reading as the campaign draft the results are built from, with each field's source line. */
export function draftFromReading(reading: InsertionOrderReading): {
  draft: CampaignDraft;
  sources: FieldSources;
} {
  const sources: FieldSources = {};
  const take = <T>(field: SourcedField, read: ReadValue<T> | undefined): T | undefined => {
    if (!read) return undefined;
    sources[field] = describeSource(read.source);
    return read.value;
  };
  const draft: CampaignDraft = {
    ioNumber: take('ioNumber', reading.ioNumber),
    advertiser: take('advertiser', reading.advertiser),
    agency: take('agency', reading.agency),
    campaignName: take('campaignName', reading.campaignName),
    flightStart: take('flightStart', reading.flightStart),
    flightEnd: take('flightEnd', reading.flightEnd),
    totalBudget: take('totalBudget', reading.totalBudget),
    currency: take('currency', reading.currency),
    lineItems: reading.lineItems.map(({ source, ...item }) => ({ ...item, source: describeSource(source) })),
    geo: take('geo', reading.geo) ?? [],
    audience: take('audience', reading.audience),
    kpis: take('kpis', reading.kpis) ?? [],
    contact: {
      name: take('contactName', reading.contactName),
      email: take('contactEmail', reading.contactEmail),
      phone: take('contactPhone', reading.contactPhone),
    },
  };
  return { draft, sources };
}
