import * as z from 'zod/mini';
import { PATH_PARAMETERS } from '../../../contract/described/path-parameters';
import { TAG_DESCRIPTIONS } from '../../../contract/described/tags';
import { errorAnswer } from '../../../contract/requests/answers';
import { writeDocumentedWith } from '../schemas/documented';
import type { JsonSchema } from './json-schema';
import { withNamedSchemas } from './named-schemas';
import { type Credentials, type ErrorStatus, isRawAnswer, type Operation } from './operation';
import { allOperations } from './operations';
import { requestExample } from './request-example';
import { whoMayCall } from './who-may-call';

/**
 * The backend contract as OpenAPI 3.1, written from the operations' zod schemas with zod's own
 * JSON Schema writer. Answers are documented as a backend must send them (the named schemas of
 * src/contract/answers); a raw answer as its media type.
 */
export type { JsonSchema };

const JSON_SCHEMA_OPTIONS = { io: 'input', target: 'draft-2020-12', unrepresentable: 'throw' } as const;

/** One schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), without its `$schema`. */
export function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) as JsonSchema;
  return rest;
}

writeDocumentedWith(jsonSchemaOf);

/** Answers any call may get: from the checks before its route, and from faults. */
type CommonStatus = 401 | 421 | 431 | 500 | 503;

const ERRORS: Record<ErrorStatus | CommonStatus, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The request is invalid; the error names the field' },
  401: { name: 'Unauthorized', description: 'No or a wrong api key, or no valid bearer token' },
  403: { name: 'Forbidden', description: 'The acting user may not do this, or not in this account' },
  404: { name: 'NotFound', description: 'No such record (or route)' },
  409: { name: 'Conflict', description: 'The record’s state does not allow it now' },
  410: { name: 'Gone', description: 'The signed link has expired' },
  413: { name: 'PayloadTooLarge', description: 'The body is over the limit the error names' },
  421: {
    name: 'MisdirectedRequest',
    description: 'The `Host` header names a host this server does not serve',
  },
  431: {
    name: 'HeadersTooLarge',
    description: 'The request line or headers are over 16 kB; refused before any route, with an empty body',
  },
  500: { name: 'ServerError', description: 'A fault; the error quotes a request id, details are logged' },
  503: { name: 'Unavailable', description: 'Nothing was done; try again (busy, or a change not saved)' },
};

const SECURITY: Record<Credentials, Record<string, string[]>[]> = {
  user: [{ apiKey: [], bearer: [] }],
  key: [{ apiKey: [] }],
  'signed-link': [],
  open: [],
};

function operationId(operation: Operation): string {
  const words = operation.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));
  return operation.method.toLowerCase() + words.join('');
}

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => {
    const description = PATH_PARAMETERS[name];
    if (!description)
      throw new Error(
        `The path parameter ${name} has no description in src/contract/described/path-parameters.ts`,
      );
    return { name, in: 'path', required: true, description, schema: { type: 'string' } };
  });
}

function queryParameters(query: z.core.$ZodType | undefined) {
  if (!query) return [];
  const schema = jsonSchemaOf(query);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

function requestBody(operation: Operation) {
  if (operation.body) {
    const schema = jsonSchemaOf(operation.body);
    const example = requestExample(operation, schema);
    return {
      required: true,
      content: { 'application/json': { schema, ...(example ? { example } : {}) } },
    };
  }
  if (operation.form) {
    const schema = jsonSchemaOf(operation.form);
    const example = requestExample(operation, schema);
    return {
      required: true,
      content: { 'multipart/form-data': { schema, ...(example ? { example } : {}) } },
    };
  }
  return undefined;
}

function successContent({ answer, sent }: Operation) {
  if (sent) return { 'application/json': { schema: jsonSchemaOf(sent.schema), example: sent.example } };
  if (isRawAnswer(answer)) {
    return {
      [answer.contentType]: {
        schema: { type: 'string', contentMediaType: answer.contentType },
        example: answer.example,
      },
    };
  }
  return { 'application/json': { schema: jsonSchemaOf(answer) } };
}

function errorStatuses(operation: Operation): (ErrorStatus | CommonStatus)[] {
  const credentials = operation.credentials ?? 'user';
  const checked = credentials === 'user' || credentials === 'key' ? [401 as const] : [];
  const common = [421, 431, 500, 503] as const;
  return [...new Set([...(operation.errors ?? []), ...checked, ...common])].sort();
}

/** What the call does, who may make it (from the permission matrix) and what its refusals mean. */
function operationDescription(operation: Operation): string {
  const errors = errorStatuses(operation).map((status) => `- ${status}: ${ERRORS[status].description}.`);
  return [
    operation.description ?? `${operation.summary}.`,
    whoMayCall(operation.rule, operation.credentials),
    `Refusals:\n${errors.join('\n')}`,
  ].join('\n\n');
}

/** A schema's shape in words, by the names of its named parts: 'Folder', 'a list of Folder'. */
function shapeOf(schema: JsonSchema): string | undefined {
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop();
  if (schema.type === 'array' && schema.items) {
    const items = shapeOf(schema.items as JsonSchema);
    return items ? `a list of ${items}` : undefined;
  }
  return undefined;
}

/** What a success answer holds, in words, from the schema the backend must send. */
function successDescription({ answer, sent, summary }: Operation): string {
  if (isRawAnswer(answer)) return answer.description;
  if (!sent) return summary;
  const schema = jsonSchemaOf(sent.schema);
  const whole = shapeOf(schema);
  if (whole) {
    const definitions = (schema.$defs ?? {}) as Record<string, JsonSchema>;
    const meaning = definitions[whole]?.description;
    return typeof meaning === 'string' ? `${whole}: ${meaning}` : whole;
  }
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  const fields = properties.map(([name, field]) => {
    const shape = shapeOf(field);
    return shape ? `\`${name}\` (${shape})` : `\`${name}\``;
  });
  return fields.length > 0 ? `Holds ${fields.join(', ')}` : summary;
}

function responses(operation: Operation) {
  const success = successDescription(operation);
  const entries: [string, unknown][] = [
    [operation.created ? '201' : '200', { description: success, content: successContent(operation) }],
  ];
  for (const status of errorStatuses(operation)) {
    entries.push([String(status), { $ref: `#/components/responses/${ERRORS[status].name}` }]);
  }
  return Object.fromEntries(entries);
}

function describeOperation(operation: Operation) {
  const parameters = [...pathParameters(operation.path), ...queryParameters(operation.query)];
  const body = requestBody(operation);
  return {
    operationId: operationId(operation),
    summary: operation.summary,
    description: operationDescription(operation),
    tags: [operation.tag],
    ...(operation.credentials && operation.credentials !== 'user'
      ? { security: SECURITY[operation.credentials] }
      : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(operation),
  };
}

const DESCRIPTION = [
  'What the Sidekick app sends, and what a backend must answer: written from the zod schemas of',
  'src/contract by `npm run contract`; the demo backend is tested against it, and every example',
  '(drawn from the demo seed) against its schema and the app’s own reader.',
  '',
  'Every call sends the header `x-api-key` and, once signed in, `Authorization: Bearer {idToken}`.',
  'The acting user goes in the query (`userId`, GET and DELETE) or the body (POST, PUT, PATCH), with',
  '`accountId` where the call acts in an account. Answers are JSON; a refusal is a status outside',
  '200–299 with `{ "error": "…" }`. Answer schemas (components.schemas) are what to send; where the',
  'app also reads alternative names or wrappers, they are documented in docs/backend-contract.md.',
  '',
  'Before any route, every call may be refused with 421 (a host name the server does not serve) or',
  '431 (request line or headers over 16 kB); a method the server does not answer at all (TRACE,',
  'CONNECT, PROPFIND …) is refused with 405 on any path; a body over its limit with 413.',
].join('\n');

/** Every tag the operations use, each with its description (a tag without one is a mistake). */
function describedTags() {
  return [...new Set(allOperations().map((operation) => operation.tag))].map((name) => {
    const description = TAG_DESCRIPTIONS[name];
    if (!description)
      throw new Error(`The tag '${name}' has no description in src/contract/described/tags.ts`);
    return { name, description };
  });
}

/** The whole OpenAPI 3.1 document, as docs/openapi.json holds it. */
export function contractDocument(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of allOperations()) {
    paths[operation.path] ??= {};
    const methods = paths[operation.path] as Record<string, unknown>;
    methods[operation.method.toLowerCase()] = describeOperation(operation);
  }
  const errorResponses = Object.fromEntries(
    Object.entries(ERRORS).map(([status, { name, description }]) => [
      name,
      status === '431'
        ? { description }
        : {
            description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
    ]),
  );
  return withNamedSchemas({
    openapi: '3.1.0',
    info: {
      title: 'Sidekick backend',
      version: '1.0.0',
      description: DESCRIPTION,
      license: {
        name: 'Proprietary: Sidekick, all rights reserved',
        identifier: 'LicenseRef-Sidekick-Proprietary',
      },
      contact: { name: 'The Sidekick client team (the project’s issue tracker)' },
    },
    servers: [
      { url: '/', description: 'The host serving this document (the demo backend: npm start)' },
      { url: '/backend', description: 'Production: the backend behind the app’s own host' },
    ],
    security: SECURITY.user,
    tags: describedTags(),
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'The client’s fixed key' },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The identity token of the session (Google, or the demo identity provider)',
        },
      },
      schemas: { Error: jsonSchemaOf(errorAnswer) },
      responses: errorResponses,
    },
  });
}

/** The document as the file holds it: two-space JSON and a final newline. */
export function contractText(): string {
  return `${JSON.stringify(contractDocument(), null, 2)}\n`;
}
