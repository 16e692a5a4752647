import type * as z from 'zod/mini';

/**
 * One call of the backend contract, declared over the schemas the HTTP adapters read answers
 * with (../schemas) and the request schemas their tests hold them to (../schemas/requests).
 * docs/openapi.json is written from the list of these (`npm run contract`).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `user` sends the api key and the bearer token (the default), `key` the api key
 * only (the demo identity provider), `signed-link` neither (the link carries its signature),
 * `open` nothing at all (the contract itself).
 */
export type Credentials = 'user' | 'key' | 'signed-link' | 'open';

/** An answer that is not JSON: a page, or a file of any media type (its own). */
export interface RawAnswer {
  readonly contentType: '*/*' | 'text/html';
  readonly description: string;
}

export interface Operation {
  method: Method;
  /** OpenAPI path template, e.g. '/api/chat/{chatId}/{messageId}/status'. */
  path: string;
  summary: string;
  description?: string;
  /** The spec section or area it belongs to; groups the reference page. */
  tag: string;
  credentials?: Credentials;
  query?: z.core.$ZodType;
  /** A JSON body. */
  body?: z.core.$ZodType;
  /** A multipart/form-data body. */
  form?: z.core.$ZodType;
  /** The success answer: JSON validated by this schema, or raw bytes. */
  answer: z.core.$ZodType | RawAnswer;
  /** 201 instead of 200. */
  created?: boolean;
  /** Refusals this call may answer besides the ones every call may (401, 500, 503). */
  errors?: readonly ErrorStatus[];
}

/** 410: a signed link that has expired. */
export type ErrorStatus = 400 | 403 | 404 | 409 | 410 | 413;

export function isRawAnswer(answer: Operation['answer']): answer is RawAnswer {
  return 'contentType' in answer;
}

/** Admin-only reads answer 403 to anyone else, and 400 for a bad acting user. */
export const ADMIN_READ: readonly ErrorStatus[] = [400, 403];
/** A change that breaks a rule answers 400, an unknown record 404, a body over the limit 413. */
export const ADMIN_CHANGE: readonly ErrorStatus[] = [400, 403, 404, 413];
