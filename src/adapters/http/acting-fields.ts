import type { ActingContext } from '../../core/ports/acting-context';

/**
 * Who acts and where, as every call sends it (docs/backend-contract.md): in the query of GET and
 * DELETE, in the body of POST, PUT and PATCH. A missing account is left out of a query and sent
 * as null in a body.
 */
export function actingFields(ctx: ActingContext): { userId: string; accountId: string | null } {
  return { userId: ctx.userId, accountId: ctx.accountId };
}
