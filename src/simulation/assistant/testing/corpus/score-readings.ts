import { readInsertionOrder } from '../../campaign-processor/read-insertion-order';
import { draftFromReading } from '../../campaign-processor/reading/draft-from-reading';
import { buildCampaignJson } from '../../shared/campaign-result-json';
import type { CorpusDocument, ExpectedLineItem, ExpectedReading } from './expected-reading';
import { pdfTextOf, renderPdf } from './render-pdf';

const HEADER_FIELDS = [
  'ioNumber',
  'advertiser',
  'agency',
  'campaignName',
  'flightStart',
  'flightEnd',
  'totalBudget',
  'currency',
  'geo',
  'audience',
  'contactName',
  'contactEmail',
] as const;
const ITEM_FIELDS = ['platform', 'budget', 'cpm', 'impressions', 'startDate', 'endDate'] as const;

/** How one document was read: fields right of fields present, inventions, and issues raised. */
export interface DocumentScore {
  name: string;
  present: number;
  right: number;
  /** Values read that the document does not state (a field, an attribute or a whole line item). */
  invented: number;
  issues: number;
  expectedIssues: number;
  /** "advertiser: expected 'X', read 'Y'" for each miss, to show what went wrong. */
  misses: string[];
}

/** Renders the document to a PDF, reads it back as the demo backend does, and scores the reading. */
export async function scoreDocument(document: CorpusDocument, now: Date): Promise<DocumentScore> {
  return scorePdf(document.name, await renderPdf(document.pages), document.expected, now);
}

/** Reads a PDF as the demo backend does and scores the reading against what it states. */
export async function scorePdf(
  name: string,
  bytes: Uint8Array,
  expected: ExpectedReading,
  now: Date,
): Promise<DocumentScore> {
  const text = await pdfTextOf(bytes);
  const reading = readInsertionOrder(text);
  const { draft, sources } = draftFromReading(reading);
  const json = buildCampaignJson({ draft, provenance: {}, sources, note: '', now });
  const actual: Record<string, unknown> = Object.fromEntries(
    HEADER_FIELDS.map((field) => [field, reading[field]?.value]),
  );
  const score: DocumentScore = {
    name,
    present: 0,
    right: 0,
    invented: 0,
    issues: json.validation.summary.validation_issues.length,
    expectedIssues: expected.issues,
    misses: [],
  };
  compareFields(score, '', HEADER_FIELDS, expected, actual);
  const items = reading.lineItems;
  expected.lineItems.forEach((item, index) => {
    const fields = item.name === undefined ? ITEM_FIELDS : ['name', ...ITEM_FIELDS];
    compareFields(score, `line ${index + 1} `, fields, item, (items[index] ?? {}) as Record<string, unknown>);
  });
  for (const extra of items.slice(expected.lineItems.length)) {
    score.invented += 1;
    score.misses.push(`extra line item read from '${extra.source.text}'`);
  }
  return score;
}

function compareFields(
  score: DocumentScore,
  prefix: string,
  fields: readonly string[],
  expected: ExpectedReading | ExpectedLineItem,
  actual: Record<string, unknown>,
): void {
  for (const field of fields) {
    const want = (expected as unknown as Record<string, unknown>)[field];
    const got = actual[field];
    if (want === undefined) {
      if (got !== undefined) {
        score.invented += 1;
        score.misses.push(`${prefix}${field}: not in the document, read ${JSON.stringify(got)}`);
      }
      continue;
    }
    score.present += 1;
    if (JSON.stringify(want) === JSON.stringify(got)) score.right += 1;
    else
      score.misses.push(`${prefix}${field}: expected ${JSON.stringify(want)}, read ${JSON.stringify(got)}`);
  }
}

/** The corpus's totals: what `npm run bench` prints. */
export function totals(scores: readonly DocumentScore[]) {
  const sum = (pick: (score: DocumentScore) => number) =>
    scores.reduce((total, score) => total + pick(score), 0);
  const consistent = scores.filter((score) => score.expectedIssues === 0);
  return {
    documents: scores.length,
    present: sum((score) => score.present),
    right: sum((score) => score.right),
    invented: sum((score) => score.invented),
    consistentDocuments: consistent.length,
    issuesOnConsistent: consistent.reduce((total, score) => total + score.issues, 0),
  };
}
