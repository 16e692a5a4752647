import type { ClockPort } from '../../core/ports/ClockPort';
import type { AddAccountAdmin } from '../../core/use-cases/admin/AddAccountAdmin';
import type { AllowUser } from '../../core/use-cases/admin/AllowUser';
import type { AssignChannel } from '../../core/use-cases/admin/AssignChannel';
import type { DeleteAccountSetting } from '../../core/use-cases/admin/DeleteAccountSetting';
import type { DeleteChannelConfig } from '../../core/use-cases/admin/DeleteChannelConfig';
import type { DeletePermission } from '../../core/use-cases/admin/DeletePermission';
import type { DeleteRole } from '../../core/use-cases/admin/DeleteRole';
import type { ExportAudienceData } from '../../core/use-cases/admin/ExportAudienceData';
import type { LoadAccountSettings } from '../../core/use-cases/admin/LoadAccountSettings';
import type { LoadAccounts } from '../../core/use-cases/admin/LoadAccounts';
import type { LoadAccountUsers } from '../../core/use-cases/admin/LoadAccountUsers';
import type { LoadAllowedUsers } from '../../core/use-cases/admin/LoadAllowedUsers';
import type { LoadAuditTrail } from '../../core/use-cases/admin/LoadAuditTrail';
import type { LoadChannelData } from '../../core/use-cases/admin/LoadChannelData';
import type { LoadPermissions } from '../../core/use-cases/admin/LoadPermissions';
import type { LoadRolePermissions } from '../../core/use-cases/admin/LoadRolePermissions';
import type { LoadRoles } from '../../core/use-cases/admin/LoadRoles';
import type { LoadUsers } from '../../core/use-cases/admin/LoadUsers';
import type { RemoveAccountUser } from '../../core/use-cases/admin/RemoveAccountUser';
import type { RemoveAllowedUser } from '../../core/use-cases/admin/RemoveAllowedUser';
import type { RemoveChannelAssignment } from '../../core/use-cases/admin/RemoveChannelAssignment';
import type { SaveAccount } from '../../core/use-cases/admin/SaveAccount';
import type { SaveAccountSetting } from '../../core/use-cases/admin/SaveAccountSetting';
import type { SaveChannelConfig } from '../../core/use-cases/admin/SaveChannelConfig';
import type { SavePermission } from '../../core/use-cases/admin/SavePermission';
import type { SaveRole } from '../../core/use-cases/admin/SaveRole';
import type { SaveUserAssignment } from '../../core/use-cases/admin/SaveUserAssignment';
import type { ToggleChannelAssignment } from '../../core/use-cases/admin/ToggleChannelAssignment';
import type { Outcome } from '../../core/use-cases/outcome';

/** The flows of the administration area (src/core/use-cases/admin), one member per use case. */
export interface AdminUseCases {
  loadUsers: LoadUsers;
  saveUserAssignment: SaveUserAssignment;
  loadRoles: LoadRoles;
  loadRolePermissions: LoadRolePermissions;
  saveRole: SaveRole;
  deleteRole: DeleteRole;
  loadPermissions: LoadPermissions;
  savePermission: SavePermission;
  deletePermission: DeletePermission;
  loadAccounts: LoadAccounts;
  saveAccount: SaveAccount;
  loadAccountUsers: LoadAccountUsers;
  addAccountAdmin: AddAccountAdmin;
  removeAccountUser: RemoveAccountUser;
  loadAccountSettings: LoadAccountSettings;
  saveAccountSetting: SaveAccountSetting;
  deleteAccountSetting: DeleteAccountSetting;
  loadAllowedUsers: LoadAllowedUsers;
  allowUser: AllowUser;
  removeAllowedUser: RemoveAllowedUser;
  loadChannelData: LoadChannelData;
  saveChannelConfig: SaveChannelConfig;
  deleteChannelConfig: DeleteChannelConfig;
  assignChannel: AssignChannel;
  toggleChannelAssignment: ToggleChannelAssignment;
  removeChannelAssignment: RemoveChannelAssignment;
  exportAudienceData: ExportAudienceData;
  loadAuditTrail: LoadAuditTrail;
}

/** Who acts: read from the session at each call, so impersonation applies at once. */
export interface AdminActor {
  readonly userId: string;
  readonly isSuperAdmin: boolean;
  readonly isAdmin: boolean;
  /** Starts acting as another user (SessionStore's intent); a failure carries the server's words. */
  startImpersonation(targetUserId: string): Promise<Outcome>;
}

export interface AdminDeps {
  useCases: AdminUseCases;
  actor: AdminActor;
  clock: ClockPort;
}
