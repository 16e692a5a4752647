import * as z from 'zod/mini';

/**
 * Named answer schemas: what a backend must send, as the document's `components.schemas`. A
 * schema registered here with its id is written once there and referred to by every answer that
 * holds it. These are not the client's readers (src/adapters/http/schemas), which accept more.
 */
export function named<T extends z.core.$ZodType>(id: string, description: string, schema: T): T {
  z.globalRegistry.add(schema, { id, description });
  return schema;
}

/** What a call answers on success: its named schema, and an example drawn from the demo seed. */
export interface SentAnswer {
  readonly schema: z.core.$ZodType;
  readonly example: unknown;
}

/** An answer and its example, the example checked against the schema's type as it is written. */
export function sends<T extends z.core.$ZodType>(schema: T, example: z.input<T>): SentAnswer {
  return { schema, example };
}

/** A field with its meaning, for the reference page. */
export function described<T extends z.core.$ZodType>(schema: T, description: string): T {
  // A copy: the registry keys on the schema object, and shared fields (recordId) keep no meaning.
  const copy = z.core.util.clone(schema, schema._zod.def, { parent: true });
  z.globalRegistry.add(copy, { description });
  return copy;
}

/** A record's id: opaque text, never a number. */
export const recordId = z.string().check(z.minLength(1));

/** A moment, as ISO 8601 in UTC (`2026-06-01T18:31:28.243Z`). */
export const moment = z.iso.datetime();
// zod would write its long pattern as well; `format` says the same to every tool.
moment._zod.toJSONSchema = () => ({ type: 'string', format: 'date-time' });

export const email = z.email();
email._zod.toJSONSchema = () => ({ type: 'string', format: 'email' });

/** A signed link's expiry, in epoch milliseconds. */
export const expiry = described(z.int(), 'When the signed link expires, in epoch milliseconds');

/** `{ success: true }`: a change that answers nothing else. */
export const Success = named(
  'Success',
  'A change done; nothing else to report',
  z.object({ success: z.literal(true) }),
);

export const SUCCESS = sends(Success, { success: true });
