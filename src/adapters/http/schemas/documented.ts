import type * as z from 'zod/mini';

/**
 * How a lenient schema is written down in the backend contract (docs/openapi.json).
 *
 * The readers of this folder accept more than a backend should send: alternative names, wrappers,
 * JSON sent as text, lists with bad items. Their input side is often `unknown` piped into a
 * transform, which JSON Schema cannot express. A schema marked here is documented as the
 * canonical form instead, the one our backend sends and the contract asks for.
 *
 * Only a thunk is kept and nothing here imports zod's JSON Schema writer: the contract script
 * installs the writer (`writeDocumentedWith`), so that the app's bundle never carries it.
 */
type JsonSchemaWriter = (documented: z.core.$ZodType) => Record<string, unknown>;

let writer: JsonSchemaWriter | undefined;

/** The contract generator's way of writing a documented form (zod's toJSONSchema, its options). */
export function writeDocumentedWith(write: JsonSchemaWriter): void {
  writer = write;
}

/** Documents `schema` as `documented()` (built only when the contract is written). */
export function documentedAs<T extends z.core.$ZodType>(schema: T, documented: () => z.core.$ZodType): T {
  // zod's own hook: toJSONSchema takes this method's answer instead of walking the schema.
  schema._zod.toJSONSchema = () => {
    if (!writer) throw new Error('documentedAs: no JSON Schema writer installed (see writeDocumentedWith)');
    return writer(documented());
  };
  return schema;
}
