import type { Failure, FailureKind } from '../../core/use-cases/outcome';

/** A screen's words for a failure: fixed, or built around the server's own words. */
export type Wording = string | ((serverWords: string) => string);

/** One wording for every failure, or one per kind with a wording for the rest. */
export type FailureWording = Wording | ({ otherwise: Wording } & Partial<Record<FailureKind, Wording>>);

/**
 * The text a screen shows for a failed flow, decided once for the whole product (issue 19): a
 * rule of the core that refused the request ('not-allowed') speaks its own words, as they are;
 * any other failure shows the screen's wording for its kind, or its general one.
 */
export function failureText(failure: Pick<Failure, 'kind' | 'message'>, wording: FailureWording): string {
  if (failure.kind === 'not-allowed') return failure.message;
  const chosen = typeof wording === 'object' ? (wording[failure.kind] ?? wording.otherwise) : wording;
  return typeof chosen === 'function' ? chosen(failure.message) : chosen;
}

/** The spec's "prefix followed by the server's error text" ('Failed to save role: …'). */
export function quoting(prefix: string): (serverWords: string) => string {
  return (serverWords) => `${prefix}${serverWords}`;
}

/** The server's words as they are. */
export const serverWords = (words: string): string => words;
