/**
 * What the assistant read from an insertion order or media plan, value by value, with the line
 * each value came from. The stable result of `readInsertionOrder` (../read-insertion-order.ts):
 * the campaign processor and the orchestration run engine build on it. A field the document does
 * not state is absent, never guessed.
 */

/** One printed line of the document: page and line are 1-based, lines counted per page. */
export interface SourceLine {
  page: number;
  line: number;
  /** The line as printed, whitespace collapsed. */
  text: string;
}

/** A value and the line it was read from. */
export interface ReadValue<T> {
  value: T;
  source: SourceLine;
}

export interface ReadLineItem {
  /** The whole row (or bullet, or "Line Item 1: …" line) the item was read from. */
  source: SourceLine;
  name?: string;
  /** Platform id (spec 1 §1), e.g. `facebook`, `youtube-dv360`. */
  platform?: string;
  budget?: number;
  impressions?: number;
  cpm?: number;
  startDate?: string;
  endDate?: string;
}

export interface KpiReading {
  kpi: string;
  target: string;
}

export interface InsertionOrderReading {
  ioNumber?: ReadValue<string>;
  advertiser?: ReadValue<string>;
  agency?: ReadValue<string>;
  campaignName?: ReadValue<string>;
  /** ISO dates (YYYY-MM-DD). */
  flightStart?: ReadValue<string>;
  flightEnd?: ReadValue<string>;
  totalBudget?: ReadValue<number>;
  /** ISO 4217 code, when the document names or shows one. */
  currency?: ReadValue<string>;
  lineItems: ReadLineItem[];
  geo?: ReadValue<string[]>;
  audience?: ReadValue<string>;
  kpis?: ReadValue<KpiReading[]>;
  contactName?: ReadValue<string>;
  contactEmail?: ReadValue<string>;
  contactPhone?: ReadValue<string>;
  /** The document's conventions as detected: day-first dates (European documents). */
  dayFirst: boolean;
  /** The numbered lines, for "View original IO" and for quoting sources. */
  lines: SourceLine[];
}

/** How a source reads in the notes column: "page 1, line 7: 'Total Budget: $48,500.00'". */
export function describeSource(source: SourceLine): string {
  return `page ${source.page}, line ${source.line}: '${source.text}'`;
}
