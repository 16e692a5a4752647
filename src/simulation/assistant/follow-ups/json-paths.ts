import { isTracked } from '../shared/tracked-field';

/** A path into a JSON result: object keys and array indexes. */
export type JsonPath = (string | number)[];

/** An editable value of a result with the words that identify it. */
export interface EditableLeaf {
  path: JsonPath;
  value: unknown;
  /** Words of the keys along the path ("flight", "end", "date"). */
  keyWords: string[];
  /** Words of the last key only. */
  lastKeyWords: string[];
  /** Words that tell array items apart: their 1-based position and their name or platform. */
  contextWords: string[];
}

const IDENTIFYING_KEYS = [
  'platform',
  'name',
  'line_item_name',
  'creative_name',
  'file_name',
  'dimensions',
  'adgroup_name',
  'display_name',
];
/** Keys an edit must not touch: they are recomputed or describe the result itself. */
const READ_ONLY = new Set([
  'validation',
  'summary',
  'changes_applied',
  'pdf_processing_note',
  'line_item_total',
]);

/** Every value an edit may change, tracked `{ value, status, notes }` fields counting as one value. */
function editableLeaves(json: unknown): EditableLeaf[] {
  const leaves: EditableLeaf[] = [];
  const visit = (node: unknown, path: JsonPath, keyWords: string[], contextWords: string[]): void => {
    const last = path[path.length - 1];
    if (isTracked(node) || node === null || typeof node !== 'object' || isStringList(node)) {
      if (typeof last === 'string') {
        leaves.push({ path, value: node, keyWords, lastKeyWords: wordsOf(last), contextWords });
      }
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        visit(item, [...path, index], keyWords, [
          ...contextWords,
          String(index + 1),
          ...identifyingWords(item),
        ]);
      });
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (path.length === 0 && READ_ONLY.has(key)) continue;
      visit(value, [...path, key], [...keyWords, ...wordsOf(key)], contextWords);
    }
  };
  visit(json, [], [], []);
  return leaves;
}

export interface PathMatch {
  leaves: EditableLeaf[];
  score: number;
}

/**
 * The values a phrase such as "flight end date", "facebook budget" or "landing url of the 728x90"
 * names: every word must be found on the path (keys or item names), the last key must be named,
 * and among equals the shortest paths win ("budget" is the total, not a line item's).
 */
export function findLeaves(json: unknown, phrase: string): PathMatch | undefined {
  const tokens = wordsOf(fieldFirst(phrase)).filter((word) => !FILLER.has(word));
  const head = tokens[tokens.length - 1];
  if (!head) return undefined;
  let best: PathMatch | undefined;
  for (const leaf of editableLeaves(json)) {
    const words = new Set([...leaf.keyWords, ...leaf.contextWords]);
    if (!tokens.every((token) => words.has(token))) continue;
    // The phrase ends with what it names: "line item 2 budget" is a budget, not a line item.
    if (!leaf.lastKeyWords.includes(head)) continue;
    const extra = leaf.keyWords.filter((word) => !tokens.includes(word)).length;
    const score = 100 - leaf.path.length * 10 - extra;
    if (!best || score > best.score) best = { leaves: [leaf], score };
    else if (score === best.score) best.leaves.push(leaf);
  }
  return best;
}

/** "budget of line item 2" → "line item 2 budget": the field word last, as in "facebook budget". */
function fieldFirst(phrase: string): string {
  const match = /^(.+?)\s+(?:of|for|on|in)\s+(.+)$/i.exec(phrase.trim());
  return match?.[1] && match[2] ? `${match[2]} ${match[1]}` : phrase;
}

export function getAt(json: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    json,
  );
}

/** A copy of `json` with the value at `path` replaced. */
export function setAt<T>(json: T, path: JsonPath, value: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return value as T;
  const node = json as unknown;
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy as T;
  }
  const record = (node ?? {}) as Record<string, unknown>;
  return { ...record, [head]: setAt(record[head as string], rest, value) } as T;
}

export function pathLabel(path: JsonPath): string {
  return path
    .map((part) => (typeof part === 'number' ? `#${part + 1}` : part.replace(/_/g, ' ')))
    .join(' › ');
}

const FILLER = new Set([
  'the',
  'a',
  'an',
  'of',
  'for',
  'on',
  'in',
  'its',
  'our',
  'my',
  'all',
  'every',
  'each',
  's',
  'value',
  'field',
]);
const SYNONYMS: Readonly<Record<string, string>> = {
  items: 'item',
  sets: 'set',
  groups: 'group',
  urls: 'url',
  creatives: 'creative',
  dates: 'date',
  budgets: 'budget',
  names: 'name',
  platforms: 'platform',
  lineitem: 'item',
  landing: 'landing',
  page: 'url',
  link: 'url',
  flight: 'flight',
  fb: 'facebook',
  meta: 'facebook',
  spend: 'budget',
  kpi: 'kpis',
  geo: 'geo',
  location: 'geo',
  locations: 'geo',
  finish: 'end',
  ending: 'end',
  starting: 'start',
  launch: 'start',
};

/** Lower-case words of a key or a phrase, singular, with a few synonyms folded together. */
function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => SYNONYMS[word] ?? word);
}

function identifyingWords(item: unknown): string[] {
  if (!item || typeof item !== 'object') return [];
  const record = item as Record<string, unknown>;
  return IDENTIFYING_KEYS.flatMap((key) => {
    const value = record[key];
    return typeof value === 'string' ? [...wordsOf(value), value.toLowerCase()] : [];
  });
}

function isStringList(node: unknown): boolean {
  return Array.isArray(node) && node.every((item) => typeof item === 'string' || typeof item === 'number');
}
