import type { PrintedRow } from './render-pdf';

/** What a reader must get from a corpus document: every field it states, and nothing else. */
export interface ExpectedReading {
  ioNumber?: string;
  advertiser?: string;
  agency?: string;
  campaignName?: string;
  flightStart?: string;
  flightEnd?: string;
  totalBudget?: number;
  currency?: string;
  geo?: string[];
  audience?: string;
  contactName?: string;
  contactEmail?: string;
  lineItems: ExpectedLineItem[];
  /** Issues a correct validation raises: 0 for a consistent document. */
  issues: number;
}

export interface ExpectedLineItem {
  /** The item's name in the document's own words; scored where given (a name is never invented). */
  name?: string;
  platform?: string;
  budget?: number;
  cpm?: number;
  impressions?: number;
  startDate?: string;
  endDate?: string;
}

/** One insertion order of the corpus: its printed pages and its expected reading. */
export interface CorpusDocument {
  name: string;
  /** The layout it tries, in a few words. */
  style: string;
  pages: readonly (readonly PrintedRow[])[];
  expected: ExpectedReading;
}
