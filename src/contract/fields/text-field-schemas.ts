import * as z from 'zod/mini';
import type { TextFields } from './text-fields';

/** The declared text fields as optional strings held to their limits, for an answer or a body. */
export function textFieldSchemas<Fields extends TextFields>(
  fields: Fields,
): { [Name in keyof Fields]: z.ZodMiniOptional<z.ZodMiniString> } {
  const shape: Record<string, z.ZodMiniOptional<z.ZodMiniString>> = {};
  for (const [name, field] of Object.entries(fields))
    shape[name] = z.optional(z.string().check(z.maxLength(field.maxLength), z.describe(field.label)));
  return shape as { [Name in keyof Fields]: z.ZodMiniOptional<z.ZodMiniString> };
}
