import * as z from 'zod/mini';
import type { ProspectBrand } from '../../../core/domain/demo/prospect';
import type { User } from '../../../core/domain/user';
import { accountsField, roleNameField } from './account';
import { flag, flagMap, optionalId, optionalText, wrapped } from './lenient';

/**
 * The user of sign-in and impersonation answers (spec 1 §3 "User", spec 3 §3 "Stored user
 * session"), with every alternative field name the specs list, mapped to the core User.
 */
export const userSchema = z.pipe(
  z
    .looseObject({
      id: optionalId,
      userId: optionalId,
      email: z.string(),
      display_name: optionalText,
      displayName: optionalText,
      name: optionalText,
      given_name: optionalText,
      givenName: optionalText,
      picture_url: optionalText,
      pictureUrl: optionalText,
      picture: optionalText,
      role: roleNameField,
      role_name: optionalText,
      accountId: optionalId,
      account_id: optionalId,
      accounts: accountsField,
      enabledChannels: flagMap,
      permissions: flagMap,
      role_permissions: flagMap,
      isSuperAdmin: flag,
      isImpersonating: flag,
      impersonatedBy: optionalId,
      // A demo backend's only; what it is not shaped as is not shown (the badge checks the rest).
      prospect: z.catch(
        z.optional(
          z.object({ name: z.string().check(z.minLength(1)), accent: optionalText, logo: optionalText }),
        ),
        undefined,
      ),
    })
    .check(
      z.refine((dto) => dto.id !== undefined || dto.userId !== undefined, {
        message: 'a user needs an id or a userId',
        path: ['id'],
      }),
    ),
  z.transform((dto): User => {
    const accounts = dto.accounts ?? [];
    const givenName = dto.given_name ?? dto.givenName;
    const pictureUrl = dto.picture_url ?? dto.pictureUrl ?? dto.picture;
    return {
      userId: (dto.id ?? dto.userId) as string,
      email: dto.email,
      displayName: dto.display_name ?? dto.displayName ?? dto.name ?? '',
      ...(givenName !== undefined && { givenName }),
      ...(pictureUrl !== undefined && { pictureUrl }),
      role: dto.role ?? dto.role_name ?? '',
      accountId: dto.accountId ?? dto.account_id ?? accounts[0]?.id ?? null,
      accounts,
      enabledChannels: dto.enabledChannels ?? {},
      // Both names seen in the wild; when both come, the explicit permissions win.
      permissions: { ...dto.role_permissions, ...dto.permissions },
      isSuperAdmin: dto.isSuperAdmin,
      isImpersonating: dto.isImpersonating,
      ...(dto.impersonatedBy !== undefined && { impersonatedBy: dto.impersonatedBy }),
      ...(dto.prospect && { prospect: brandOf(dto.prospect) }),
    };
  }),
);

function brandOf({ name, accent, logo }: { name: string; accent?: string; logo?: string }): ProspectBrand {
  return { name, ...(accent && { accent }), ...(logo && { logo }) };
}

/** `{ user: UserDto }`, `{ data: { user } }`, `{ data: UserDto }` or the bare DTO. */
export const userAnswer = wrapped(userSchema, ['user']);
