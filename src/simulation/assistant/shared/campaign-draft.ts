/** What the assistant knows about a campaign, whether read from an insertion order or made up. */

export interface LineItemDraft {
  name?: string;
  /** Platform id (spec 1 §1), e.g. `facebook`, `dv360`. */
  platform?: string;
  budget?: number;
  impressions?: number;
  cpm?: number;
  startDate?: string;
  endDate?: string;
  /** Where the item was read: "page 1, line 13: '…'"; absent for sample and edited items. */
  source?: string;
  /** A sample item shown for the demo's sake: never validated. */
  sample?: boolean;
}

export interface KpiDraft {
  kpi: string;
  target: string;
}

export interface ContactDraft {
  name?: string;
  email?: string;
  phone?: string;
}

export interface CampaignDraft {
  ioNumber?: string;
  advertiser?: string;
  agency?: string;
  campaignName?: string;
  flightStart?: string;
  flightEnd?: string;
  totalBudget?: number;
  currency?: string;
  lineItems: LineItemDraft[];
  geo: string[];
  audience?: string;
  kpis: KpiDraft[];
  contact: ContactDraft;
}

/** Fields whose source line the result shows in its notes column. */
export type SourcedField =
  | 'ioNumber'
  | 'advertiser'
  | 'agency'
  | 'campaignName'
  | 'flightStart'
  | 'flightEnd'
  | 'totalBudget'
  | 'currency'
  | 'geo'
  | 'audience'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
  | 'kpis';

/** Where each field was read: "page 1, line 7: 'Total Budget: $48,500.00'". */
export type FieldSources = Partial<Record<SourcedField, string>>;

/** The header fields a complete insertion order must state: validated, and filled in when missing. */
export const REQUIRED_FIELDS = [
  'advertiser',
  'campaignName',
  'flightStart',
  'flightEnd',
  'totalBudget',
] as const satisfies readonly (keyof CampaignDraft)[];

export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** How each header field is named in results, issues and sentences. */
export const FIELD_KEYS: Readonly<Record<RequiredField | 'agency' | 'ioNumber' | 'currency', string>> = {
  advertiser: 'advertiser',
  campaignName: 'campaign_name',
  flightStart: 'flight_start_date',
  flightEnd: 'flight_end_date',
  totalBudget: 'total_budget',
  agency: 'agency',
  ioNumber: 'io_number',
  currency: 'currency',
};

export function emptyDraft(): CampaignDraft {
  return { lineItems: [], geo: [], kpis: [], contact: {} };
}

export function platformsOf(draft: CampaignDraft): string[] {
  return [...new Set(draft.lineItems.map((item) => item.platform).filter((p): p is string => Boolean(p)))];
}

export function lineItemTotal(draft: CampaignDraft): number {
  return draft.lineItems.reduce((sum, item) => sum + (item.budget ?? 0), 0);
}
