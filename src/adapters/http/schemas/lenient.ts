import * as z from 'zod/mini';
import { documentedAs } from './documented';
import { listItemReader } from './list-items';

/**
 * Building blocks for reading backend answers leniently: alternative field names and wrappers
 * are accepted, extra fields ignored, and one bad list item is dropped instead of failing a
 * whole screen.
 */

/** An id as a string; SQL-backed services send numbers. */
export const id = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((value) => String(value)),
);

/** Optional text: null, absent or of another type reads as undefined. */
export const optionalText = z.pipe(
  z.catch(z.nullish(z.string()), undefined),
  z.transform((value) => value ?? undefined),
);

/** Optional id: null, absent or unusable reads as undefined. */
export const optionalId = z.pipe(
  z.catch(z.nullish(id), undefined),
  z.transform((value) => value ?? undefined),
);

/** A number, also when sent as numeric text (SQL counts often are). */
export const numeric = z.union([
  z.number(),
  z.pipe(
    z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)),
    z.transform((value) => Number(value)),
  ),
]);

export const optionalNumber = z.catch(z.optional(numeric), undefined);

/** A flag that defaults to false when absent or unusable. */
export const flag = z.pipe(
  z.catch(z.nullish(z.boolean()), undefined),
  z.transform((value) => value ?? false),
);

export const optionalFlag = z.catch(z.optional(z.boolean()), undefined);

/** A moment as text: ISO strings pass through, epoch milliseconds become ISO strings. */
export const timestampText = z.union([
  z.string(),
  z.pipe(
    z.number().check(z.refine((ms) => Number.isFinite(ms) && !Number.isNaN(new Date(ms).getTime()))),
    z.transform((ms) => new Date(ms).toISOString()),
  ),
]);

/** An expiry as the backend sends it: epoch ms or a date string. */
export const optionalExpiry = z.catch(z.optional(z.union([z.number(), z.string()])), undefined);

/** An optional field of JSON that may arrive as a JSON string. */
export const optionalJson = z.optional(z.pipe(z.unknown(), z.transform(parseJsonText)));

/** JSON that may arrive as a JSON string (stored JSON columns); text that is not JSON stays text. */
export const parsedJson = z.pipe(z.unknown(), z.transform(parseJsonText));

/** `schema` over a field that may arrive as its JSON text; documented as the JSON itself. */
export function jsonOrText<T extends z.core.$ZodType>(schema: T) {
  return documentedAs(z.pipe(parsedJson, schema), () => schema);
}

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * A map of boolean flags (permissions, enabled channels). Non-boolean entries are left out;
 * a list of names counts as those names set. Absent or null stays undefined so that callers can
 * fall back to an alternative field.
 */
export const flagMap = z.optional(
  // Optional for object schemas: an absent key must not be an issue.
  documentedAs(
    z.pipe(
      z.unknown(),
      z.transform((value): Record<string, boolean> | undefined => {
        if (value === undefined || value === null) return undefined;
        if (Array.isArray(value)) {
          return Object.fromEntries(
            value.filter((name) => typeof name === 'string').map((name) => [name, true]),
          );
        }
        if (typeof value !== 'object') return undefined;
        return Object.fromEntries(Object.entries(value).filter(([, set]) => typeof set === 'boolean'));
      }),
    ),
    () => z.record(z.string(), z.boolean()),
  ),
);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Where the payload of an answer may be, most specific first: under one of `keys`, inside
 * `data` (looked into the same way), or the answer itself.
 */
function payloadCandidates(value: unknown, keys: readonly string[]): unknown[] {
  if (!isRecord(value)) return [value];
  const keyed = keys
    .filter((key) => value[key] !== undefined && value[key] !== null)
    .map((key) => value[key]);
  const inData = value.data !== undefined && value.data !== null ? payloadCandidates(value.data, keys) : [];
  return [...keyed, ...inData, value];
}

/**
 * A schema applied to the payload of `{ key: … }`, `{ data: … }` or the bare answer: the first
 * place where it fits wins, so a bare record that merely has a `data` field still reads. The
 * contract documents the payload under `documentedUnder` (the first key by default), or bare.
 */
export function wrapped<T extends z.core.$ZodType>(
  schema: T,
  keys: readonly string[] = [],
  documentedUnder: string | null = keys[0] ?? null,
) {
  const reader = z.pipe(
    z.unknown(),
    z.transform((value, ctx): z.output<T> => {
      let firstFailure: z.core.$ZodError | undefined;
      for (const candidate of payloadCandidates(value, keys)) {
        const parsed = z.safeParse(schema, candidate);
        if (parsed.success) return parsed.data;
        firstFailure ??= parsed.error;
      }
      reportIssues(ctx, firstFailure?.issues ?? []);
      return z.NEVER;
    }),
  );
  return documentedAs(reader, () =>
    documentedUnder === null ? schema : z.object({ [documentedUnder]: schema }),
  );
}

/** Passes on, from inside a transform, what a nested parse found wrong, each at its own path. */
export function reportIssues(ctx: z.core.ParsePayload, issues: readonly z.core.$ZodIssue[]): void {
  for (const issue of issues) {
    ctx.issues.push({ code: 'custom', message: issue.message, path: [...issue.path], input: ctx.value });
  }
}

/**
 * A list whose items that do not match are dropped and logged: one bad record must not blank a
 * screen.
 */
export function listOf<T>(item: z.core.$ZodType<T>, what: string, fast?: (value: unknown) => T | undefined) {
  const read = listItemReader(item, what, fast);
  const reader = z.pipe(
    z.custom<unknown[]>((value) => Array.isArray(value)),
    z.transform((items) => {
      const kept: T[] = [];
      // An indexed loop: this runs once per message of a long chat, before the code is warm.
      for (let index = 0; index < items.length; index++) read(kept, items[index], index);
      return kept;
    }),
  );
  return documentedAs(reader, () => z.array(item));
}

/**
 * `full`, used only when `fast` cannot read the value (returns undefined). `fast` reads the usual,
 * well-formed shape with plain checks and must give what `full` gives for everything it accepts;
 * it skips the per-field fallbacks and schema layers that make a lenient schema several times
 * slower, which counts in lists of thousands (a long chat). Issues, when neither reads, are `full`'s.
 */
export function fastPathOr<T>(fast: (value: unknown) => T | undefined, full: z.core.$ZodType<T>) {
  const reader = z.pipe(
    z.unknown(),
    z.transform((value, ctx): T => {
      const quick = fast(value);
      if (quick !== undefined) return quick;
      const parsed = z.safeParse(full, value);
      if (parsed.success) return parsed.data;
      reportIssues(ctx, parsed.error.issues);
      return z.NEVER;
    }),
  );
  return documentedAs(reader, () => full);
}

/** The list of a list answer, where wrappedList reads it from (the first place that holds one). */
export function listIn(value: unknown, keys: readonly string[]): unknown[] | undefined {
  return payloadCandidates(value, keys).find((candidate): candidate is unknown[] => Array.isArray(candidate));
}

/** A list answer: `{ key: [...] }`, `{ data: [...] }`, `{ data: { key: [...] } }` or a bare array. */
export function wrappedList<T>(
  item: z.core.$ZodType<T>,
  what: string,
  keys: readonly string[],
  fast?: (value: unknown) => T | undefined,
  documentedUnder: string | null = keys[0] ?? null,
) {
  return wrapped(listOf(item, what, fast), keys, documentedUnder);
}

/** For calls whose answer the product does not use (spec: "the response is not shown"). */
export const ignoredAnswer = z.pipe(
  z.unknown(),
  z.transform((): undefined => undefined),
);

/** Leaves out absent fields, so that mapped records read like the DTOs they came from. */
export function withoutUndefined<T extends object>(record: T): T {
  // A plain for-in: this runs for each message of a long chat, and entries/filter/fromEntries
  // cost about five times as much. The records are object literals, with nothing inherited.
  const kept: Record<string, unknown> = {};
  for (const key in record) {
    const value: unknown = record[key];
    if (value !== undefined) kept[key] = value;
  }
  return kept as T;
}
