import type { ProspectBrand } from '../../core/domain/demo/prospect';
import { accountsOf } from '../access/accounts';
import { isSuperAdminUser, permissionMapOf, roleNameOf } from '../access/roles';
import type { DemoData, DemoUser } from '../data/types';
import { accountProspectOf } from './accountProspect';
import { enabledChannelsOf } from './enabledChannels';

/** The UserDto of docs/backend-contract.md, sent with both spellings the specs allow. */
export interface UserDto {
  id: string;
  userId: string;
  email: string;
  display_name: string;
  given_name: string;
  picture_url: string | null;
  role: string;
  role_name: string;
  accountId: string | null;
  account_id: string | null;
  accounts: { id: string; name: string }[];
  enabledChannels: Record<string, boolean>;
  permissions: Record<string, boolean>;
  isSuperAdmin: boolean;
  isImpersonating: boolean;
  impersonatedBy: string | null;
  /** Only when the user's account stands for the prospect a pack was made for. */
  prospect?: ProspectBrand;
}

/** A user as sign-in and impersonation answer it; `impersonatedBy` is the admin acting as them. */
export function toUserDto(data: DemoData, user: DemoUser, impersonatedBy: string | null = null): UserDto {
  const role = roleNameOf(data, user);
  const prospect = user.account_id ? accountProspectOf(data, user.account_id) : undefined;
  return {
    id: user.id,
    userId: user.id,
    email: user.email,
    display_name: user.display_name,
    given_name: user.given_name,
    picture_url: user.picture_url,
    role,
    role_name: role,
    accountId: user.account_id,
    account_id: user.account_id,
    accounts: accountsOf(data, user).map(({ id, name }) => ({ id, name })),
    enabledChannels: user.account_id ? enabledChannelsOf(data, user.account_id) : {},
    permissions: permissionMapOf(data, user),
    isSuperAdmin: isSuperAdminUser(data, user),
    isImpersonating: impersonatedBy !== null,
    impersonatedBy,
    ...(prospect && { prospect }),
  };
}
