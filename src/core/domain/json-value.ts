/** Small readers for JSON results of unknown shape: every function accepts anything and never throws. */

export type JsonRecord = Record<string, unknown>;

/** A plain object (not an array, not null), so its keys can be read. */
export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object itself, or undefined for anything else. */
export function asRecord(value: unknown): JsonRecord | undefined {
  return isRecord(value) ? value : undefined;
}

/**
 * Results may arrive as a JSON string (the backend stores them as text). A string that parses to an
 * object or array is replaced by it; anything else, including text that merely looks like JSON, is kept.
 */
export function parseJsonResult(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return value;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : value;
  } catch {
    return value;
  }
}

/** The first of `keys` holding a non-empty string or a number, as text. */
export function pickText(record: JsonRecord | undefined, ...keys: string[]): string | undefined {
  if (!record) return undefined;
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}

/** The first of `keys` holding an array. */
export function pickArray(record: JsonRecord | undefined, ...keys: string[]): unknown[] | undefined {
  if (!record) return undefined;
  for (const key of keys) {
    const value = record[key];
    if (Array.isArray(value)) return value;
  }
  return undefined;
}

/** The first of `keys` holding a boolean; strings 'true'/'false' count, as some backends send them. */
export function pickBoolean(record: JsonRecord | undefined, ...keys: string[]): boolean | undefined {
  if (!record) return undefined;
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'boolean') return value;
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return undefined;
}

/** Null, undefined, blank text, an empty array or an empty object: what the viewer shows as '-'. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value) && !(value instanceof Date)) return Object.keys(value).length === 0;
  return typeof value === 'function' || typeof value === 'symbol';
}

const INLINE_LIMIT = 300;

/**
 * A value as one line of text: scalars as they are, lists of scalars joined with commas, anything
 * larger as compact JSON cut at a readable length. Empty values read '-'.
 */
export function inlineText(value: unknown): string {
  if (isEmptyValue(value)) return '-';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '-' : value.toISOString();
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map((item) => (isEmptyValue(item) ? '-' : String(item))).join(', ');
  }
  let text: string;
  try {
    text = JSON.stringify(value) ?? '-';
  } catch {
    // Cycles (or BigInt deep inside) cannot be serialised; a marker beats a crash.
    return '…';
  }
  return text.length > INLINE_LIMIT ? `${text.slice(0, INLINE_LIMIT)}…` : text;
}
