import type { PrintedLine } from './document-lines';
import type { SourceLine } from './insertion-order-reading';

/**
 * The names people give each header field of an insertion order, most specific first: the
 * reader takes the first name the document uses, so "Total Budget" wins over a bare "Budget".
 */
export const FIELD_LABELS = {
  ioNumber: [
    'io number',
    'io no',
    'io #',
    'io ref',
    'io reference',
    'io id',
    'insertion order number',
    'insertion order no',
    'insertion order #',
    'insertion order',
    'order number',
    'order no',
    'order #',
    'po number',
    'po no',
    'po #',
    'po',
    'reference',
    'ref',
    'io',
  ],
  advertiser: ['advertiser', 'advertiser name', 'client', 'client name', 'brand', 'brand name'],
  agency: ['agency', 'media agency', 'buying agency', 'agency name', 'agency of record'],
  campaignName: [
    'campaign name',
    'campaign title',
    'campaign',
    'program',
    'programme',
    'initiative',
    'project',
  ],
  flight: [
    'flight dates',
    'flight',
    'flight period',
    'flight window',
    'campaign dates',
    'campaign period',
    'campaign flight',
    'run dates',
    'schedule',
    'period',
    'dates',
    'timing',
  ],
  start: [
    'start date',
    'flight start',
    'flight start date',
    'campaign start',
    'campaign start date',
    'start',
    'launch date',
    'in-market date',
    'go-live date',
  ],
  end: ['end date', 'flight end', 'flight end date', 'campaign end', 'campaign end date', 'end'],
  total: [
    'total budget',
    'total investment',
    'total media budget',
    'total media investment',
    'total gross budget',
    'total net budget',
    'gross budget',
    'net budget',
    'total',
    'grand total',
    'total cost',
    'total net cost',
    'total gross',
    'total net',
    'total spend',
    'total media cost',
    'gross',
    'net',
    'budget',
    'campaign budget',
    'media budget',
    'investment',
  ],
  currency: ['currency'],
  platform: ['platform', 'platforms', 'channel', 'channels', 'partner', 'dsp', 'media partner'],
  geo: [
    'geo',
    'geography',
    'target geography',
    'geo targeting',
    'geo-targeting',
    'geotargeting',
    'markets',
    'market',
    'target markets',
    'dmas',
    'dma',
    'regions',
    'region',
    'locations',
    'location',
    'countries',
    'country',
    'territory',
    'target geo',
  ],
  audience: ['target audience', 'audience', 'demographics', 'demographic', 'demo', 'target demo', 'target'],
  kpis: ['kpis', 'kpi', 'primary kpis', 'primary kpi', 'goals', 'goal', 'success metrics', 'kpi targets'],
  contact: [
    'contact',
    'agency contact',
    'client contact',
    'account manager',
    'prepared by',
    'planner',
    'media planner',
    'buyer',
    'media buyer',
    'account lead',
    'contact name',
  ],
  email: ['email', 'e-mail', 'contact email'],
  phone: ['phone', 'telephone', 'tel', 'contact phone', 'mobile'],
} as const satisfies Record<string, readonly string[]>;

export type HeaderLabelField = keyof typeof FIELD_LABELS;

/** Labels of things the reader does not keep, so that a value stops where they begin. */
const OTHER_LABELS = [
  'date issued',
  'issue date',
  'issued',
  'date',
  'prepared for',
  'terms',
  'payment terms',
  'billing',
  'notes',
  'note',
  'publisher',
  'objective',
  'address',
  'signature',
  'title',
  'version',
  'status',
];

const KNOWN_LABELS = [...Object.values(FIELD_LABELS).flat(), ...OTHER_LABELS].sort(
  (a, b) => b.length - a.length,
);
const escapeRegex = (label: string) => label.replace(/[.*+?^${}()|[\]\\/#]/g, '\\$&');
/** Where a "Label:" starts inside a line: a known label, or one capitalised word. */
const LABEL_START = new RegExp(
  `(?:^|\\s)((?:${KNOWN_LABELS.map(escapeRegex).join('|')})|[A-Z][a-z]+)\\s*:(?=\\s|$)`,
  'gi',
);

/** One "Label: value" pair of the document. */
export interface LabelledValue {
  label: string;
  value: string;
  source: SourceLine;
}

/** Every "Label: value" pair, with several per line ("Client: Acme | Brand: X") and label/value cells. */
export function labelledValues(lines: readonly PrintedLine[]): LabelledValue[] {
  const pairs: LabelledValue[] = [];
  lines.forEach((line, index) => {
    const source: SourceLine = { page: line.page, line: line.line, text: line.text };
    const filled = line.cells.filter((cell) => cell !== '');
    const first = (filled[0] ?? '').replace(/:\s*$/, '');
    if (filled.length === 2 && isKnownLabel(first)) {
      pairs.push({ label: normaliseLabel(first), value: filled[1] ?? '', source });
      return;
    }
    const segments = filled.length > 1 ? filled : [line.text];
    for (const segment of segments) {
      for (const pair of pairsIn(segment)) {
        // "Advertiser:" with its value on the next printed line.
        const next = lines[index + 1];
        if (pair.value === '' && next && pairsIn(next.text).length === 0) {
          pairs.push({
            ...pair,
            value: next.text,
            source: { page: next.page, line: next.line, text: next.text },
          });
        } else pairs.push({ ...pair, source });
      }
    }
  });
  return pairs;
}

/** The first value the document gives under any of `labels`, by the labels' order. */
export function valueUnder(
  pairs: readonly LabelledValue[],
  labels: readonly string[],
  accept: (value: string) => boolean = (value) => value !== '',
): LabelledValue | undefined {
  for (const label of labels) {
    const found = pairs.find((pair) => pair.label === label && accept(pair.value));
    if (found) return found;
  }
  return undefined;
}

export function isKnownLabel(text: string): boolean {
  return KNOWN_LABELS.includes(normaliseLabel(text));
}

function pairsIn(segment: string): { label: string; value: string }[] {
  const text = segment.replace(/^\s*(?:[•▪●*–-]\s+)/, '');
  const starts = [...text.matchAll(LABEL_START)].map((match) => ({
    at: (match.index ?? 0) + match[0].indexOf(match[1] ?? ''),
    label: match[1] ?? '',
    end: (match.index ?? 0) + match[0].length,
  }));
  if (starts.length === 0 || (starts[0]?.at ?? 0) > 0) return [];
  return starts.map((start, index) => ({
    label: normaliseLabel(start.label),
    value: text
      .slice(start.end, starts[index + 1]?.at ?? text.length)
      .trim()
      .replace(/[;,|]$/, '')
      .trim(),
  }));
}

function normaliseLabel(label: string): string {
  return label.toLowerCase().replace(/:$/, '').replace(/\s+/g, ' ').trim();
}
