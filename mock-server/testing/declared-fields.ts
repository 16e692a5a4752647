import { jsonSchemaOf } from '../../src/adapters/http/contract/document';
import { allOperations } from '../../src/adapters/http/contract/operations';

type JsonSchema = Record<string, unknown>;

/** A value of the kind the contract declares for a field (its first type, when it lists several). */
function sampleOf(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return typeof schema.enum === 'object' ? (schema.enum as unknown[])[0] : 'text';
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return choices?.[0] ? sampleOf(choices[0]) : 'text';
}

/**
 * The fields the contract (docs/openapi.json's source, the HTTP adapters' request schemas)
 * declares for a route, each with a value of its kind: what a malformed version of a call
 * varies besides the fields the route's probe happens to send.
 */
export function declaredFields(route: { method: string; path: string }): Record<string, unknown> {
  const path = route.path.replace(/:(\w+)/g, '{$1}');
  const operation = allOperations().find(
    (candidate) => candidate.method === route.method && candidate.path === path,
  );
  const schema = operation?.body ?? operation?.form ?? operation?.query;
  if (!schema) return {};
  const properties = (jsonSchemaOf(schema).properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, sampleOf(field)]));
}
