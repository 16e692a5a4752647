import * as z from 'zod/mini';
import type { Account } from '../../../core/domain/account';
import { flagMap, id, listOf, optionalText, wrapped, wrappedList } from './lenient';

const accountStatus = z.catch(z.optional(z.enum(['active', 'inactive'])), undefined);

/** An account as offered for selection; `account_name` is accepted where `name` is missing. */
export const accountSchema = z.pipe(
  z.looseObject({
    id,
    name: optionalText,
    account_name: optionalText,
    description: optionalText,
    status: accountStatus,
  }),
  z.transform(
    (dto): Account => ({
      id: dto.id,
      name: dto.name ?? dto.account_name ?? '',
      ...(dto.description !== undefined && { description: dto.description }),
      ...(dto.status !== undefined && { status: dto.status }),
    }),
  ),
);

/** A user's accounts, where a user record lists them; an unusable list reads as absent. */
export const accountsField = z.catch(z.optional(listOf(accountSchema, 'account')), undefined);

/** A user's role: its name, or a `{ name }` record. */
export const roleNameField = z.catch(
  z.nullish(
    z.union([
      z.string(),
      z.pipe(
        z.looseObject({ name: z.string() }),
        z.transform((role) => role.name),
      ),
    ]),
  ),
  undefined,
);

/** GET /api/account-admin/accounts: `{ accounts: [...] }`, `{ data: [...] }` or a bare array. */
export const accountListAnswer = wrappedList(accountSchema, 'account', ['accounts']);

/** GET /api/users/enabled-channels/{accountId}: `{ enabledChannels: {...} }` or the bare map. */
export const enabledChannelsAnswer = wrapped(
  z.pipe(
    flagMap,
    z.transform((flags) => flags ?? {}),
  ),
  ['enabledChannels', 'enabled_channels'],
);
