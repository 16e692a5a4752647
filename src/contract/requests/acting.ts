import * as z from 'zod/mini';

/**
 * What every call of the contract carries besides its own fields (docs/backend-contract.md "Every
 * call"): the acting user, and the account where the spec names one. These request schemas are
 * the contract's (docs/openapi.json); the HTTP adapters' tests hold every request they send to it.
 */

export const userIdField = z
  .string()
  .check(z.minLength(1), z.describe('The acting user (maybe an impersonated user)'));
export const accountIdField = z.string().check(z.minLength(1), z.describe('The account the user acts in'));
/** Bodies send a missing account as null. */
const nullableAccountId = z.nullable(accountIdField);

/** `?userId` of a GET or DELETE. */
export const userQuery = z.strictObject({ userId: userIdField });

/** `?userId&accountId` of a GET or DELETE. */
export const actingQuery = z.strictObject({ userId: userIdField, accountId: z.optional(accountIdField) });

/** `{ userId }` in a body. */
export const userBodyFields = { userId: userIdField };

/** `{ userId, accountId }` in a body. */
export const actingBodyFields = { userId: userIdField, accountId: z.optional(nullableAccountId) };

/** A body with only the acting user. */
export const userBody = z.strictObject(userBodyFields);

/** A body with only the acting user and account. */
export const actingBody = z.strictObject(actingBodyFields);

/** A text field that must not be blank. */
export const text = z.string().check(z.minLength(1));

/** A page of a server-sorted list (spec 2 §7); each list adds its own `sortBy` columns. */
export const listQueryFields = {
  search: z.optional(z.string()),
  sortOrder: z.optional(z.enum(['asc', 'desc'])),
  page: z.optional(z.int().check(z.minimum(1))),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
};
