import type * as z from 'zod/mini';
import type { Description } from '../../contract/described';
import { badRequest } from '../DemoError';
import type { Input } from '../kernel/context';
import { unknownKeysInside } from './nested-fields';

/** The field names a request part may carry, or `open` when its schema admits any. */
type Names = ReadonlySet<string> | 'open';

/** What a call may send, by where it travels: the query, and the body (JSON or multipart). */
export interface DeclaredFields {
  readonly query: Names;
  readonly body: Names;
  /** The body's schema, whose nested objects (files, references, `orchestration`) are closed too. */
  readonly bodySchema?: z.core.$ZodType;
}

function namesOf(schema: z.core.$ZodType | undefined): Names {
  if (!schema) return new Set();
  const def = schema._zod.def;
  if (def.type !== 'object') return 'open';
  const { shape, catchall } = def as z.core.$ZodObjectDef;
  if (catchall && catchall._zod.def.type !== 'never') return 'open';
  return new Set(Object.keys(shape));
}

/** The fields an endpoint's request schemas (src/contract/requests) declare: one declaration for the document and the server. */
export function declaredFieldsOf(description: Pick<Description, 'query' | 'body' | 'form'>): DeclaredFields {
  const bodySchema = description.body ?? description.form;
  return {
    query: namesOf(description.query),
    body: namesOf(bodySchema),
    ...(bodySchema ? { bodySchema } : {}),
  };
}

function unknownNames(sent: Iterable<string>, declared: Names): string[] {
  if (declared === 'open') return [];
  return [...new Set(sent)].filter((name) => !declared.has(name));
}

function listed(names: readonly string[]): string {
  return names.map((name) => (name.length > 40 ? `${name.slice(0, 40)}…` : name)).join(', ');
}

/**
 * 400 naming every query parameter and body field the contract does not declare for the call,
 * at any depth (docs/openapi.json: `additionalProperties: false`, `orchestration.colour` as well
 * as `colour`): a misspelt field is refused
 * rather than ignored, so a client never believes it saved what was dropped.
 */
export function refuseUnknownFields(declared: DeclaredFields, query: URLSearchParams, body: Input): void {
  const inQuery = unknownNames(query.keys(), declared.query);
  if (inQuery.length > 0) {
    const noun = inQuery.length === 1 ? 'parameter' : 'parameters';
    throw badRequest(`Unknown query ${noun}: ${listed(inQuery)}`);
  }
  const inBody = [
    ...unknownNames(Object.keys(body), declared.body),
    ...(declared.bodySchema ? unknownKeysInside(declared.bodySchema, body) : []),
  ];
  if (inBody.length > 0) {
    throw badRequest(`Unknown ${inBody.length === 1 ? 'field' : 'fields'}: ${listed(inBody)}`);
  }
}
