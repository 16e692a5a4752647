import * as z from 'zod/mini';
import { BackendError, type BackendFailureKind } from '../../core/domain/errors';

// zod/mini ships without messages ('Invalid input' for everything); the English ones keep the
// issue summaries below as telling as they were with classic zod. They load with the first
// answer that does not fit (about 1 kB gz less in every signed-in first load), which is then
// read again (readWorded). Imported by file: through `z.locales` some bundlers (esbuild) take
// in all sixty-odd languages.
let english: Promise<void> | null = null;
let worded = false;

/** Words zod's issues in English from now on; a caller that cannot wait for a chunk (Node) passes the locale. */
export function wordIssuesWith(locale: () => Partial<z.core.$ZodConfig>): void {
  z.config(locale());
  worded = true;
}

/**
 * Reads an answer (`read` throws an HttpFailure when it does not fit); a failure before the
 * English messages are there loads them and reads once more, so that it says what did not match.
 */
export async function readWorded<T>(read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof HttpFailure) || worded) throw error;
    english ??= import('zod/v4/locales/en.js').then((m) => wordIssuesWith(m.default));
    await english;
    return read();
  }
}

/** Body fields whose text becomes the error message, in order of preference (spec 3 §8). */
export const DEFAULT_ERROR_FIELDS: readonly string[] = ['error', 'message'];

/**
 * Error codes of the HTTP client (spec 1 §8): network error, timeout, canceled, bad request
 * (4xx) and bad response (5xx or an answer that does not have the expected shape).
 */
export type HttpErrorCode =
  | 'ERR_NETWORK'
  | 'ETIMEDOUT'
  | 'ERR_CANCELED'
  | 'ERR_BAD_REQUEST'
  | 'ERR_BAD_RESPONSE';

/**
 * A failed call as the HTTP client saw it: the spec's error code and the status, for logs and
 * the adapters' tests. The core reads only what it is as a BackendError: its kind and text.
 */
export class HttpFailure extends BackendError {
  constructor(
    readonly code: HttpErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(code === 'ERR_CANCELED' ? 'cancelled' : failureKindOf(status, message), message);
  }
}

/**
 * The one reading of status codes: 404 is a thing gone, 401 a user the backend does not know,
 * 403 a user who may not, 413 (or a 400 whose text names "the limit is …") a request over a
 * limit, any other 4xx a request refused as invalid; no answer or 5xx, a backend unavailable.
 */
export function failureKindOf(status: number | undefined, message: string): BackendFailureKind {
  if (status === undefined || status >= 500 || status < 400) return 'unavailable';
  if (status === 404) return 'not-found';
  if (status === 401) return 'signed-out';
  if (status === 403) return 'refused';
  if (status === 413 || (status === 400 && /\bthe limit is\b/.test(message))) return 'over-limit';
  return 'rejected';
}

/**
 * A status outside 200–299: 4xx is a bad request, anything else a bad response. The message is
 * the server's own text when it sent one, because the UI shows it after 'Failed to …: '.
 */
export function statusFailure(status: number, bodyText: string, errorFields: readonly string[]): HttpFailure {
  const code = status >= 400 && status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE';
  const serverText = serverErrorText(bodyText, errorFields);
  return new HttpFailure(code, serverText ?? `Request failed with status code ${status}`, status);
}

/** An answer that is not JSON or not of the expected shape. */
export function unexpectedAnswer(method: string, path: string, reason: string, status: number): HttpFailure {
  return new HttpFailure('ERR_BAD_RESPONSE', `Unexpected answer from ${method} ${path}: ${reason}`, status);
}

/** A short, readable account of what did not match, e.g. `messages.0.content: Invalid input`. */
export function summariseIssues(error: z.core.$ZodError, shown = 3): string {
  const parts = error.issues
    .slice(0, shown)
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
    );
  const more = error.issues.length - shown;
  return more > 0 ? `${parts.join('; ')} (+${more} more)` : parts.join('; ');
}

function serverErrorText(bodyText: string, errorFields: readonly string[]): string | null {
  const body = parseJson(bodyText);
  if (!body || typeof body !== 'object') return null;
  for (const field of errorFields) {
    const value: unknown = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) return value;
    // Some backends nest it: { error: { message: '…' } }.
    if (value && typeof value === 'object') {
      const nested: unknown = (value as Record<string, unknown>).message;
      if (typeof nested === 'string' && nested.trim()) return nested;
    }
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
