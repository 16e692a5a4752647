import { ADMIN_SEED } from '../../../contract/described/admin-seed';
import { SEED } from '../../../contract/described/seed';
import type { JsonSchema } from './json-schema';
import type { Operation } from './operation';

/** Who acts in the examples: the Super Admin in the administration, Riley in Acme elsewhere. */
function actingOf(operation: Operation): Record<string, string> {
  if (operation.tag.startsWith('Administration')) return { userId: ADMIN_SEED.superAdmin };
  return { userId: SEED.planner, accountId: SEED.account };
}

/**
 * A request body's example (JSON or multipart): the operation's example call (seed ids) and what
 * the document adds to it, with the acting user added where the body carries one. None when the
 * call has neither and the body needs more than the acting user.
 */
export function requestExample(
  operation: Operation,
  schema: JsonSchema,
): Record<string, unknown> | undefined {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = (schema.required ?? []) as string[];
  const acting = Object.fromEntries(
    Object.entries(actingOf(operation)).filter(([name]) => name in properties),
  );
  const body = operation.example?.body;
  if (body || operation.bodyAdditions) return { ...acting, ...body, ...operation.bodyAdditions };
  return required.every((name) => name in acting) ? acting : undefined;
}
