import { readFileSync } from 'node:fs';
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Holds requests and answers to the backend contract, docs/openapi.json, with a JSON Schema
 * 2020-12 validator (ajv): the HTTP adapters' tests check every request they send, the mock
 * server's contract test every answer it gets. Each check answers the problems found, in words.
 */
type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: Json;
}

interface DocumentedOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Json }> }>;
}

export interface ContractCall {
  method: string;
  /** The path without the base address or query, e.g. '/api/chat-history/c-1'. */
  path: string;
  query?: Record<string, string>;
  /** A parsed JSON body, a FormData, or undefined. */
  body?: unknown;
}

export interface ContractAnswer {
  status: number;
  contentType: string;
  /** The answer's text. */
  text: string;
}

const DOCUMENT_FILE = new URL('../../../../docs/openapi.json', import.meta.url);

function pattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

/** A FormData as the JSON object its multipart schema describes: files as text, lists where declared. */
function formFields(form: FormData, schema: Json): Json {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const fields: Record<string, unknown[]> = {};
  form.forEach((value, key) => {
    fields[key] ??= [];
    fields[key].push(typeof value === 'string' ? value : '(file bytes)');
  });
  return Object.fromEntries(
    Object.entries(fields).map(([key, values]) => [
      key,
      properties[key]?.type === 'array' || values.length > 1 ? values : values[0],
    ]),
  );
}

/** A query value as its parameter's type reads it (a URL carries text only). */
function queryValue(text: string, schema: Json): unknown {
  const type = schema.type;
  if ((type === 'integer' || type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text)))
    return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function describe(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}`)
    .join('; ');
}

export class ContractValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<Json, ValidateFunction>();
  private readonly templates: { method: string; template: string; pattern: RegExp }[] = [];

  constructor(readonly document: Json = JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8')) as Json) {
    addFormats(this.ajv);
    const paths = document.paths as Record<string, Record<string, unknown>>;
    for (const [template, methods] of Object.entries(paths)) {
      for (const method of Object.keys(methods)) {
        this.templates.push({ method: method.toUpperCase(), template, pattern: pattern(template) });
      }
    }
    // A literal segment wins over a parameter, as in the routers: '/api/chat-history/{id}/pin' before '{id}'.
    const parameters = (template: string) => template.split('{').length;
    this.templates.sort((a, b) => parameters(a.template) - parameters(b.template));
  }

  /** The documented path template a call goes to, or undefined. */
  templateOf(method: string, path: string): string | undefined {
    return this.templates.find((entry) => entry.method === method && entry.pattern.test(path))?.template;
  }

  /** Every documented operation, as 'METHOD /template'. */
  operations(): string[] {
    return this.templates.map((entry) => `${entry.method} ${entry.template}`);
  }

  /** What is wrong with a request by the contract: none when it fits. */
  checkRequest(call: ContractCall): string[] {
    const found = this.operationOf(call.method, call.path);
    if (typeof found === 'string') return [found];
    const where = `${call.method} ${call.path}`;
    const problems: string[] = [];
    const query = call.query ?? {};
    const parameters = (found.parameters ?? []).filter((parameter) => parameter.in === 'query');
    for (const name of Object.keys(query)) {
      if (!parameters.some((parameter) => parameter.name === name))
        problems.push(`${where}: query parameter '${name}' is not in the contract`);
    }
    for (const parameter of parameters) {
      const text = query[parameter.name];
      if (text === undefined) {
        if (parameter.required) problems.push(`${where}: query parameter '${parameter.name}' is missing`);
        continue;
      }
      const validate = this.validator(parameter.schema);
      if (!validate(queryValue(text, parameter.schema)))
        problems.push(`${where}: query parameter '${parameter.name}' ${describe(validate.errors)}`);
    }
    problems.push(...this.bodyProblems(where, found, call.body));
    return problems;
  }

  /** What is wrong with an answer by the contract: none when it fits. */
  checkAnswer(call: Pick<ContractCall, 'method' | 'path'>, answer: ContractAnswer): string[] {
    const found = this.operationOf(call.method, call.path);
    if (typeof found === 'string') return [found];
    const where = `${call.method} ${call.path} answered ${answer.status}`;
    const response = found.responses[String(answer.status)];
    if (!response) return [`${where}, a status the contract does not list`];
    const content = response.$ref ? this.errorContent() : response.content;
    const mediaType = answer.contentType.split(';')[0]?.trim() ?? '';
    const declared = content?.[mediaType] ?? content?.['*/*'];
    if (!declared) return [`${where} as ${mediaType || 'no content type'}, not as the contract says`];
    if (mediaType !== 'application/json') return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [`${where}: the body is not JSON`];
    }
    const validate = this.validator(declared.schema);
    return validate(body) ? [] : [`${where}: ${describe(validate.errors)}`];
  }

  /** What is wrong with a request body alone by the contract: none when it fits. */
  checkBody(call: Pick<ContractCall, 'method' | 'path' | 'body'>): string[] {
    const found = this.operationOf(call.method, call.path);
    if (typeof found === 'string') return [found];
    return this.bodyProblems(`${call.method} ${call.path}`, found, call.body);
  }

  private operationOf(method: string, path: string): DocumentedOperation | string {
    const template = this.templateOf(method, path);
    if (!template) return `${method} ${path} is not in the contract`;
    const paths = this.document.paths as Record<string, Record<string, DocumentedOperation>>;
    return paths[template]?.[method.toLowerCase()] as DocumentedOperation;
  }

  private bodyProblems(where: string, operation: DocumentedOperation, body: unknown): string[] {
    const content = operation.requestBody?.content;
    if (body === undefined) return content ? [`${where}: the body is missing`] : [];
    if (!content) return [`${where}: sends a body the contract does not describe`];
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const declared = content[isForm ? 'multipart/form-data' : 'application/json'];
    if (!declared) return [`${where}: sends ${isForm ? 'multipart' : 'JSON'}, not as the contract says`];
    const value = isForm ? formFields(body, declared.schema) : body;
    const validate = this.validator(declared.schema);
    return validate(value) ? [] : [`${where}: body ${describe(validate.errors)}`];
  }

  private errorContent(): Record<string, { schema: Json }> {
    const components = this.document.components as { schemas: Record<string, Json> };
    return { 'application/json': { schema: components.schemas.Error as Json } };
  }

  private validator(schema: Json): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      // The named schemas ($ref '#/components/schemas/…') resolve against the document's components.
      validate = this.ajv.compile({ ...schema, components: this.document.components });
      this.compiled.set(schema, validate);
    }
    return validate;
  }
}
