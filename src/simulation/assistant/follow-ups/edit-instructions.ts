import { parseDateReplacing } from '../shared/calendar-dates';
import { parseAmount } from '../shared/money-amounts';
import { naturalDate } from '../shared/natural-dates';
import type { FieldChange } from '../shared/result-shapes';
import { isTracked, tracked } from '../shared/tracked-field';
import { type EditableLeaf, findLeaves, getAt, pathLabel, setAt } from './json-paths';

/** One "set this to that" the user asked for. */
export interface RequestedChange {
  phrase: string;
  value: string;
}

const CHANGE_VERB =
  '(?:change|set|update|make|modify|correct|fix|replace|rename|adjust|increase|decrease|reduce|raise|lower)';
const PATTERNS: readonly RegExp[] = [
  new RegExp(`^(?:please\\s+)?${CHANGE_VERB}\\s+(?:the\\s+)?(.+?)\\s+(?:to|into|=|:|as)\\s+(.+)$`, 'i'),
  /^(?:please\s+)?(?:the\s+)?(.+?)\s+(?:should|must|needs? to|has to)\s+be\s+(.+)$/i,
  /^(?:please\s+)?(?:the\s+)?(.+?)\s*(?:=|:|→|->)\s*(.+)$/i,
  /^(?:please\s+)?(?:the\s+)?(.+?)\s+is\s+(?:actually\s+|really\s+)?(.+)$/i,
];

/** Reads "change X to Y" style requests out of free text, one per sentence or line. */
export function parseChanges(instructions: string): RequestedChange[] {
  return clausesOf(instructions).flatMap((clause) => {
    for (const pattern of PATTERNS) {
      const match = pattern.exec(clause);
      if (match?.[1] && match[2]) return [{ phrase: match[1].trim(), value: cleanValue(match[2]) }];
    }
    return [];
  });
}

function clausesOf(text: string): string[] {
  return text
    .split(
      /\n|;|\.\s+(?=[A-Z])|,\s+(?=(?:and\s+)?(?:change|set|update|make|also)\b)|\s+and\s+(?=(?:change|set|update|make)\b)/i,
    )
    .map((clause) =>
      clause
        .replace(/^[-•*\s]+/, '')
        .replace(/^(?:and|also|then)\s+/i, '')
        .trim(),
    )
    .filter((clause) => clause !== '');
}

function cleanValue(value: string): string {
  return value
    .trim()
    .replace(/\s+(?:please|instead|thanks?|thank you)\.?$/i, '')
    .replace(/[.!]+$/, '')
    .replace(/^["'“‘](.*)["'”’]$/, '$1')
    .trim();
}

export interface AppliedEdit<T> {
  json: T;
  changes: FieldChange[];
  /** Requests no field could be found for. */
  unmatched: RequestedChange[];
}

/**
 * Applies each request to the values its phrase names (all of them after "all"/"every"); dates
 * said as "next Friday" or "end of month" are dated against `today`.
 */
export function applyChanges<T>(json: T, requests: readonly RequestedChange[], today: Date): AppliedEdit<T> {
  let current = json;
  const changes: FieldChange[] = [];
  const unmatched: RequestedChange[] = [];
  for (const request of requests) {
    const target = resolve(current, request.phrase);
    if (!target) {
      unmatched.push(request);
      continue;
    }
    const everyOne = /\b(all|every|each)\b/i.test(request.phrase);
    for (const leaf of everyOne ? target : target.slice(0, 1)) {
      const before = getAt(current, leaf.path);
      const after = coerce(request.value, before, today);
      if (after === undefined) continue;
      current = setAt(
        current,
        leaf.path,
        isTracked(before)
          ? tracked(after, 'edited', `Changed at your request (was ${show(before.value)})`)
          : after,
      );
      changes.push({
        field: pathLabel(leaf.path),
        from: isTracked(before) ? before.value : before,
        to: after,
      });
    }
  }
  return { json: current, changes, unmatched };
}

/**
 * The values the phrase names, or the longest run of its words that names some
 * ("the budget is wrong, it" → "budget").
 */
function resolve(json: unknown, phrase: string): EditableLeaf[] | undefined {
  const words = phrase.split(/\s+/).filter((word) => word !== '');
  for (let length = Math.min(words.length, 6); length > 0; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const match = findLeaves(json, words.slice(start, start + length).join(' '));
      if (match) return match.leaves;
    }
  }
  return undefined;
}

/** The new value in the type of the old one: amounts for numbers, ISO for dates, lists for lists. */
function coerce(raw: string, before: unknown, today: Date): unknown {
  const old = isTracked(before) ? before.value : before;
  if (
    typeof old === 'number' ||
    (old === null && /\d/.test(raw)) ||
    (old === '' && /^[$€£]?\s?\d/.test(raw))
  ) {
    return parseAmount(raw);
  }
  if (typeof old === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(old))
    return parseDateReplacing(raw, old) ?? naturalDate(raw, today);
  if (typeof old === 'boolean') return /^(yes|true|on|enabled?)$/i.test(raw);
  if (Array.isArray(old)) return raw.split(/\s*(?:,|;|\band\b)\s*/).filter((part) => part !== '');
  return raw;
}

function show(value: unknown): string {
  if (value === '' || value === null || value === undefined) return 'empty';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
