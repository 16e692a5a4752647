/** What a line-item table column holds, recognised by its heading's meaning, not its position. */
export type ColumnKind =
  | 'index'
  | 'name'
  | 'platform'
  | 'start'
  | 'end'
  | 'dates'
  | 'impressions'
  | 'cpm'
  | 'budget'
  | 'other';

/** Headings, longest first: "Net Cost" is a budget, "Unit Cost" a rate, "Est. Impr." impressions. */
const HEADINGS: readonly [string, ColumnKind][] = [
  ['line item name', 'name'],
  ['line item', 'name'],
  ['placement name', 'name'],
  ['est. impressions', 'impressions'],
  ['est. impr.', 'impressions'],
  ['estimated impressions', 'impressions'],
  ['planned impressions', 'impressions'],
  ['impressions', 'impressions'],
  ['impr.', 'impressions'],
  ['impr', 'impressions'],
  ['imps', 'impressions'],
  ['volume', 'impressions'],
  ['unit cost', 'cpm'],
  ['cost per thousand', 'cpm'],
  ['net cpm', 'cpm'],
  ['gross cpm', 'cpm'],
  ['ecpm', 'cpm'],
  ['cpm', 'cpm'],
  ['rate', 'cpm'],
  ['net cost', 'budget'],
  ['gross cost', 'budget'],
  ['media cost', 'budget'],
  ['net budget', 'budget'],
  ['gross budget', 'budget'],
  ['net investment', 'budget'],
  ['budget', 'budget'],
  ['cost', 'budget'],
  ['spend', 'budget'],
  ['investment', 'budget'],
  ['amount', 'budget'],
  ['net', 'budget'],
  ['gross', 'budget'],
  ['start date', 'start'],
  ['end date', 'end'],
  ['start', 'start'],
  ['end', 'end'],
  ['flight dates', 'dates'],
  ['flight', 'dates'],
  ['dates', 'dates'],
  ['platform', 'platform'],
  ['channel', 'platform'],
  ['partner', 'platform'],
  ['publisher', 'platform'],
  ['vendor', 'platform'],
  ['dsp', 'platform'],
  ['media', 'platform'],
  ['placement', 'name'],
  ['tactic', 'name'],
  ['description', 'name'],
  ['name', 'name'],
  ['package', 'name'],
  ['product', 'name'],
  ['format', 'name'],
  ['strategy', 'name'],
  ['#', 'index'],
  ['no.', 'index'],
  ['line', 'index'],
];

const HEADING = new RegExp(
  `(?:^|(?<=[\\s|/]))(${HEADINGS.map(([words]) => words.replace(/[.#]/g, '\\$&')).join('|')})(?=$|[\\s|/:])`,
  'gi',
);

/** The kinds of a heading cell ("Net Cost (USD)" → budget). */
export function kindOfHeading(cell: string): ColumnKind {
  const found = headingKinds(cell);
  return found.length === 1 ? (found[0] ?? 'other') : found.includes('name') ? 'name' : (found[0] ?? 'other');
}

/** The column kinds of a heading row printed without cell borders, in reading order. */
export function headingKinds(text: string): ColumnKind[] {
  const kinds: ColumnKind[] = [];
  for (const match of text.matchAll(HEADING)) {
    const words = (match[1] ?? '').toLowerCase();
    const kind = HEADINGS.find(([heading]) => heading === words)?.[1];
    if (kind) kinds.push(kind);
  }
  return kinds;
}

/** A heading row: no figures, a cost or rate column, and a name or platform column. */
export function isHeadingRow(text: string, kinds: readonly ColumnKind[]): boolean {
  if (/\d{2}|[$€£]/.test(text)) return false;
  const figures = kinds.filter((kind) => kind === 'budget' || kind === 'cpm' || kind === 'impressions');
  const words = kinds.filter((kind) => kind === 'name' || kind === 'platform');
  return kinds.length >= 3 && figures.length >= 1 && words.length >= 1;
}
