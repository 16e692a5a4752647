import * as z from 'zod/mini';
import { DEFAULT_ERROR_FIELDS, statusFailure, summariseIssues, unexpectedAnswer } from './failures';

/*
 * How the client reads what the backend answered: a status outside 200–299 is a failure in the
 * server's own words, and a successful text is JSON that the call's schema validates and shapes.
 */

/**
 * A successful answer, for a caller that reads it in parts (the end of a long history first):
 * `bytes` as they arrived, `text` decoded only when first asked for, and `read` validating a text
 * (the answer's, by default) as `get` would.
 */
export interface AnswerText {
  readonly bytes: Uint8Array;
  readonly text: string;
  read<T>(schema: z.core.$ZodType<T>, text?: string): T;
  /** The answer's JSON, unchecked, for a caller that checks it in parts (a long list, item by item). */
  json(): unknown;
}

/** An answer over its bytes; its text is decoded once, on first use. */
export function answerText(bytes: Uint8Array, method: string, path: string, status: number): AnswerText {
  let decoded: string | undefined;
  let parsed: { json: unknown } | undefined;
  const text = () => {
    decoded ??= new TextDecoder().decode(bytes);
    return decoded;
  };
  // Parsed once, however many schemas read the whole answer (a page's list and its cursor).
  const json = () => {
    parsed ??= { json: parseAnswer(text(), method, path, status) };
    return parsed.json;
  };
  return {
    bytes,
    get text() {
      return text();
    },
    read: (schema, part) =>
      part === undefined
        ? validateAnswer(schema, json(), method, path, status)
        : readAnswer(schema, part, method, path, status),
    json,
  };
}

/** Throws the failure a status outside 200–299 stands for, with the text from `errorFields`. */
export function requireSuccess(status: number, text: string, errorFields = DEFAULT_ERROR_FIELDS): void {
  if (status < 200 || status > 299) throw statusFailure(status, text, errorFields);
}

/** An answer's JSON; an empty answer reads as undefined. */
export function parseAnswer(text: string, method: string, path: string, status: number): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw unexpectedAnswer(method, path, 'the answer is not JSON', status);
  }
}

/** The answer's JSON (an empty text reads as undefined), validated and shaped by `schema`. */
export function readAnswer<T>(
  schema: z.core.$ZodType<T>,
  text: string,
  method: string,
  path: string,
  status: number,
): T {
  return validateAnswer(schema, parseAnswer(text, method, path, status), method, path, status);
}

/** An answer's parsed JSON, validated and shaped by `schema`. */
function validateAnswer<T>(
  schema: z.core.$ZodType<T>,
  data: unknown,
  method: string,
  path: string,
  status: number,
): T {
  let parsed: z.core.util.SafeParseResult<T>;
  try {
    parsed = z.safeParse(schema, data);
  } catch (error) {
    // A mapping that trips over an odd answer must not surface as anything but a bad response.
    throw unexpectedAnswer(method, path, error instanceof Error ? error.message : String(error), status);
  }
  if (!parsed.success) throw unexpectedAnswer(method, path, summariseIssues(parsed.error), status);
  return parsed.data;
}
