import { COMPARE_ORIGINAL_SUB_ACTION } from '../shared/action-names';
import type { AssistantResult } from '../shared/assistant-contract';
import { type BuildContext, findPrior } from '../shared/build-context';
import type { CampaignDraft, LineItemDraft, SourcedField } from '../shared/campaign-draft';
import { campaignFromJson, provenanceFromJson, sourcesFromJson } from '../shared/campaign-from-json';
import { formatMoney, formatNumber } from '../shared/money-amounts';
import { labelOf } from '../shared/platform-catalog';
import { type ResultPhrases, resultPhrases } from '../shared/result-phrases/result-phrases';
import { tracked } from '../shared/tracked-field';
import { readInsertionOrder } from './read-insertion-order';
import { draftFromReading } from './reading/draft-from-reading';

const FIELDS: readonly [SourcedField, string][] = [
  ['ioNumber', 'IO number'],
  ['advertiser', 'advertiser'],
  ['agency', 'agency'],
  ['campaignName', 'campaign name'],
  ['flightStart', 'flight start date'],
  ['flightEnd', 'flight end date'],
  ['totalBudget', 'total budget'],
  ['currency', 'currency'],
  ['geo', 'geography'],
  ['audience', 'audience'],
  ['contactName', 'contact name'],
  ['contactEmail', 'contact email'],
  ['contactPhone', 'contact phone'],
  ['kpis', 'KPIs'],
];

/**
 * "View original IO" and "Compare with original IO" (spec 1 §4): the text of the document a
 * campaign result was read from, each line holding a value marked and named, or the result's
 * values beside what the document says, with the line each came from.
 */
export function originalDocument(context: BuildContext, subAction: string): AssistantResult {
  const { request } = context;
  const phrases = resultPhrases(context);
  const prior = findPrior(request, ['campaign-processor', 'campaign-augmentor']);
  const json = prior?.jsonResponse as Record<string, unknown> | undefined;
  if (!prior || !json) {
    return {
      status: 'completed',
      content: phrases.noDocumentToShow,
    };
  }
  const sourceFile = typeof json.source_file === 'string' ? json.source_file : undefined;
  const documents = request.priorDocuments?.[prior.messageId] ?? [];
  const document = documents.find((candidate) => candidate.name === sourceFile) ?? documents[0];
  const read = document ? draftFromReading(readInsertionOrder(document.text)) : undefined;
  const name = document?.name ?? sourceFile;
  if (subAction === COMPARE_ORIGINAL_SUB_ACTION) return comparison(json, read, name, phrases);

  const reading = document ? readInsertionOrder(document.text) : undefined;
  const marks = new Map<string, string[]>();
  const quoted = new Map<string, string>();
  const mark = (source: string | undefined, what: string) => {
    const where = lineOf(source);
    if (!source || !where) return;
    marks.set(where, [...(marks.get(where) ?? []), what]);
    quoted.set(where, /: '(.*)'$/.exec(source)?.[1] ?? '');
  };
  const values = read?.draft ?? campaignFromJson(json);
  const sources = read?.sources ?? sourcesFromJson(json);
  for (const [field, words] of FIELDS) mark(sources[field], `${words}: ${display(field, values)}`);
  values.lineItems.forEach((item, index) => {
    mark(item.source, `line item ${index + 1}: ${describeItem(item, values)}`);
  });

  const rows: Record<string, unknown> = {};
  const lines =
    reading?.lines ??
    [...quoted.entries()].flatMap(([key, text]) => {
      const line = parseLine(key);
      return line ? [{ ...line, text }] : [];
    });
  for (const line of lines) {
    const key = `page ${line.page}, line ${line.line}`;
    const read = marks.get(key);
    rows[key] = read ? tracked(line.text, 'extracted', `Read: ${read.join('; ')}`) : line.text;
  }
  const marked = lines.filter((line) => marks.has(`page ${line.page}, line ${line.line}`)).length;
  return {
    status: 'completed',
    content: phrases.originalShown(name),
    jsonResponse: {
      summary: document
        ? `"${document.name}": ${lines.length} lines on ${reading?.lines.at(-1)?.page ?? 1} page(s); ${marked} of them hold values read into the campaign details (status "extracted", values named in the notes).`
        : `The full text of ${name ? `"${name}"` : 'the document'} is not available here; these are the lines each value was read from.`,
      ...(name ? { source_file: name } : {}),
      original_document: rows,
    },
  };
}

function comparison(
  json: Record<string, unknown>,
  read: ReturnType<typeof draftFromReading> | undefined,
  name: string | undefined,
  phrases: ResultPhrases,
): AssistantResult {
  const current = campaignFromJson(json);
  const provenance = provenanceFromJson(json);
  const sources = read?.sources ?? sourcesFromJson(json);
  const rows: Record<string, unknown> = {};
  const counts = { match: 0, changed: 0, absent: 0 };
  for (const [field, words] of FIELDS) {
    const now = display(field, current);
    const inDocument = read ? display(field, read.draft) : undefined;
    const source = sources[field];
    if (provenance[field] === 'sample') {
      rows[words] = tracked(now, 'sample', 'Not in the document: a sample value for the demo');
    } else if (!source || (read && inDocument === '')) {
      rows[words] = tracked(now, 'not found', 'Not in the document');
      counts.absent += 1;
    } else if ((read && inDocument !== now) || provenance[field] === 'edited') {
      rows[words] = tracked(
        now,
        'changed',
        `The document says ${inDocument ? `"${inDocument}" ` : ''}at ${source}`,
      );
      counts.changed += 1;
    } else {
      rows[words] = tracked(now, 'match', source);
      counts.match += 1;
    }
  }
  current.lineItems.forEach((item, index) => {
    const original = read?.draft.lineItems[index];
    const now = describeItem(item, current);
    const then = original ? describeItem(original, read.draft) : undefined;
    const source = original?.source ?? item.source;
    const key = `line item ${index + 1}`;
    if (!source) rows[key] = tracked(now, item.sample ? 'sample' : 'not found', 'Not in the document');
    else if (then !== undefined && then !== now)
      rows[key] = tracked(now, 'changed', `The document says "${then}" at ${source}`);
    else rows[key] = tracked(now, 'match', source);
  });
  return {
    status: 'completed',
    content: phrases.originalCompared(name),
    jsonResponse: {
      summary: `Compared with ${name ? `"${name}"` : 'the original document'}: ${counts.match} values match it, ${counts.changed} changed since it was read, ${counts.absent} not in it.`,
      ...(name ? { source_file: name } : {}),
      comparison: rows,
    },
  };
}

function display(field: SourcedField, draft: CampaignDraft): string {
  const currency = draft.currency ?? 'USD';
  if (field === 'totalBudget')
    return draft.totalBudget === undefined ? '' : formatMoney(draft.totalBudget, currency);
  if (field === 'geo') return draft.geo.join('; ');
  if (field === 'contactName') return draft.contact.name ?? '';
  if (field === 'contactEmail') return draft.contact.email ?? '';
  if (field === 'contactPhone') return draft.contact.phone ?? '';
  if (field === 'kpis') return draft.kpis.map((kpi) => `${kpi.kpi} ${kpi.target}`).join('; ');
  return String(draft[field] ?? '');
}

function describeItem(item: LineItemDraft, draft: CampaignDraft): string {
  const currency = draft.currency ?? 'USD';
  return [
    item.name,
    item.platform ? labelOf(item.platform) : undefined,
    item.budget !== undefined ? formatMoney(item.budget, currency) : undefined,
    item.cpm !== undefined ? `CPM ${formatMoney(item.cpm, currency)}` : undefined,
    item.impressions !== undefined ? `${formatNumber(item.impressions)} impressions` : undefined,
    item.startDate && item.endDate ? `${item.startDate} – ${item.endDate}` : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "page 1, line 7: '…'" → "page 1, line 7". */
function lineOf(source: string | undefined): string | undefined {
  return source ? /^page \d+, line \d+/.exec(source)?.[0] : undefined;
}

function parseLine(key: string): { page: number; line: number } | undefined {
  const match = /^page (\d+), line (\d+)$/.exec(key);
  return match ? { page: Number(match[1]), line: Number(match[2]) } : undefined;
}
