import * as z from 'zod/mini';
import { DEFAULT_ERROR_FIELDS, statusFailure, summariseIssues, unexpectedAnswer } from './failures';

/*
 * How the client reads what the backend answered: a status outside 200–299 is a failure in the
 * server's own words, and a successful text is JSON that the call's schema validates and shapes.
 */

/**
 * A successful answer's text, for a caller that reads it in parts (the end of a long history
 * first): `read` validates a text (the answer's, by default) as `get` would.
 */
export interface AnswerText {
  readonly text: string;
  read<T>(schema: z.core.$ZodType<T>, text?: string): T;
}

/** Throws the failure a status outside 200–299 stands for, with the text from `errorFields`. */
export function requireSuccess(status: number, text: string, errorFields = DEFAULT_ERROR_FIELDS): void {
  if (status < 200 || status > 299) throw statusFailure(status, text, errorFields);
}

/** The answer's JSON (an empty text reads as undefined), validated and shaped by `schema`. */
export function readAnswer<T>(
  schema: z.core.$ZodType<T>,
  text: string,
  method: string,
  path: string,
  status: number,
): T {
  let data: unknown;
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      throw unexpectedAnswer(method, path, 'the answer is not JSON', status);
    }
  }
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
