import type * as z from 'zod/mini';
import type { SentAnswer } from '../../../contract/answers/named';
import type { ErrorStatus, ExampleCall, HostDescribed } from '../../../contract/described';
import type { Credentials, Method } from '../../../contract/endpoint';

export type { Credentials, ErrorStatus, Method };

/**
 * One call of the backend contract as the document writes it, declared over the schemas the HTTP adapters read answers
 * with (../schemas) and the request schemas their tests hold them to (../schemas/requests).
 * docs/openapi.json is written from the list of these (`npm run contract`).
 */

/** An answer that is not JSON: a page, or a file of any media type (its own). */
export interface RawAnswer {
  readonly contentType: '*/*' | 'text/html';
  readonly description: string;
  /** What it holds, as text: the page or script itself, or what a file's bytes are. */
  readonly example: string;
}

export interface Operation {
  method: Method;
  /** OpenAPI path template, e.g. '/api/chat/{chatId}/{messageId}/status'. */
  path: string;
  summary: string;
  description?: string;
  /** The spec section or area it belongs to; groups the reference page. */
  tag: string;
  /** The permission-matrix row the demo backend decides with; none for the host's own routes. */
  rule?: string;
  credentials?: Credentials;
  query?: z.core.$ZodType;
  /** A JSON body. */
  body?: z.core.$ZodType;
  /** A multipart/form-data body. */
  form?: z.core.$ZodType;
  /** The success answer as the adapters read it: JSON validated by this schema, or raw bytes. */
  answer: z.core.$ZodType | RawAnswer;
  /** What a backend must send on success, with its example; the document shows it instead of the reader. */
  sent?: SentAnswer;
  /** A call the demo backend answers (seed ids), without the acting user. */
  example?: ExampleCall;
  /** What the document's request example adds to the example call's body. */
  bodyAdditions?: Readonly<Record<string, unknown>>;
  /** 201 instead of 200. */
  created?: boolean;
  /** Refusals this call may answer besides the ones every call may (401, 500, 503). */
  errors?: readonly ErrorStatus[];
}

export function isRawAnswer(answer: Operation['answer']): answer is RawAnswer {
  return 'contentType' in answer;
}

export { ADMIN_CHANGE, ADMIN_READ } from '../../../contract/described';

/**
 * The operations of an area declared in src/contract, each with the answer schema the adapters
 * read it with (the answers stay with the readers until issue 30 names them in the contract).
 */
export function answered<Area extends Record<string, HostDescribed>>(
  calls: Area,
  answers: { readonly [Name in keyof Area]: Operation['answer'] },
): Operation[] {
  return Object.entries(calls).map(([name, call]) => {
    const { endpoint, answer: sent, ...documented } = call;
    return {
      method: endpoint.method,
      path: endpoint.path,
      ...('rule' in endpoint ? { rule: endpoint.rule as string } : {}),
      ...(endpoint.credentials ? { credentials: endpoint.credentials } : {}),
      ...documented,
      ...(sent ? { sent } : {}),
      answer: answers[name] as Operation['answer'],
    };
  });
}
