import type { JsonSchema } from './json-schema';

/**
 * zod writes a named schema (src/contract/answers/named.ts) into the `$defs` of each answer that
 * holds it; the document keeps one copy of each in `components.schemas` and refers to it there.
 */
function liftDefinitions(node: unknown, named: Map<string, string>): void {
  if (Array.isArray(node)) {
    for (const item of node) liftDefinitions(item, named);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  const definitions = record.$defs as Record<string, unknown> | undefined;
  if (definitions) {
    delete record.$defs;
    for (const [name, schema] of Object.entries(definitions)) {
      liftDefinitions(schema, named);
      const text = JSON.stringify(schema);
      const known = named.get(name);
      if (known !== undefined && known !== text) throw new Error(`Two different schemas are named ${name}`);
      named.set(name, text);
    }
  }
  for (const value of Object.values(record)) liftDefinitions(value, named);
}

/** The document with every named schema in `components.schemas`, sorted by name. */
export function withNamedSchemas(document: JsonSchema): JsonSchema {
  const named = new Map<string, string>();
  liftDefinitions(document, named);
  const components = document.components as { schemas: Record<string, unknown> };
  for (const name of [...named.keys()].sort()) {
    components.schemas[name] = JSON.parse(named.get(name) as string) as unknown;
  }
  return JSON.parse(JSON.stringify(document).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}
