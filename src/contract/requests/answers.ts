import * as z from 'zod/mini';

/**
 * Answers the contract names that no adapter reads: a change's acknowledgement, and the error
 * body every refusal carries (the adapters read its text by field name, failures.ts).
 */

/** Every status outside 200–299: `{ error }`; a 500 or 503 adds the request id to quote. */
export const errorAnswer = z.looseObject({
  error: z.string().check(z.describe('Human-readable text; 400 names the faulty field')),
  requestId: z.optional(z.string()),
});

/** `{ success: true }` and whatever the change adds (the new state, a count). */
export const successAnswer = z.looseObject({ success: z.boolean() });
