import { ContainerModule } from 'inversify';
import { AdminPort } from '../../core/ports/AdminPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { AddAccountAdmin, AddAccountAdminToken } from '../../core/use-cases/admin/AddAccountAdmin';
import { AllowUser, AllowUserToken } from '../../core/use-cases/admin/AllowUser';
import { AssignChannel, AssignChannelToken } from '../../core/use-cases/admin/AssignChannel';
import {
  DeleteAccountSetting,
  DeleteAccountSettingToken,
} from '../../core/use-cases/admin/DeleteAccountSetting';
import {
  DeleteChannelConfig,
  DeleteChannelConfigToken,
} from '../../core/use-cases/admin/DeleteChannelConfig';
import { DeletePermission, DeletePermissionToken } from '../../core/use-cases/admin/DeletePermission';
import { DeleteRole, DeleteRoleToken } from '../../core/use-cases/admin/DeleteRole';
import { ExportAudienceData, ExportAudienceDataToken } from '../../core/use-cases/admin/ExportAudienceData';
import {
  LoadAccountSettings,
  LoadAccountSettingsToken,
} from '../../core/use-cases/admin/LoadAccountSettings';
import { LoadAccounts, LoadAccountsToken } from '../../core/use-cases/admin/LoadAccounts';
import { LoadAccountUsers, LoadAccountUsersToken } from '../../core/use-cases/admin/LoadAccountUsers';
import { LoadAllowedUsers, LoadAllowedUsersToken } from '../../core/use-cases/admin/LoadAllowedUsers';
import { LoadAuditTrail, LoadAuditTrailToken } from '../../core/use-cases/admin/LoadAuditTrail';
import { LoadChannelData, LoadChannelDataToken } from '../../core/use-cases/admin/LoadChannelData';
import { LoadPermissions, LoadPermissionsToken } from '../../core/use-cases/admin/LoadPermissions';
import {
  LoadRolePermissions,
  LoadRolePermissionsToken,
} from '../../core/use-cases/admin/LoadRolePermissions';
import { LoadRoles, LoadRolesToken } from '../../core/use-cases/admin/LoadRoles';
import { LoadUsers, LoadUsersToken } from '../../core/use-cases/admin/LoadUsers';
import { RemoveAccountUser, RemoveAccountUserToken } from '../../core/use-cases/admin/RemoveAccountUser';
import { RemoveAllowedUser, RemoveAllowedUserToken } from '../../core/use-cases/admin/RemoveAllowedUser';
import {
  RemoveChannelAssignment,
  RemoveChannelAssignmentToken,
} from '../../core/use-cases/admin/RemoveChannelAssignment';
import { SaveAccount, SaveAccountToken } from '../../core/use-cases/admin/SaveAccount';
import { SaveAccountSetting, SaveAccountSettingToken } from '../../core/use-cases/admin/SaveAccountSetting';
import { SaveChannelConfig, SaveChannelConfigToken } from '../../core/use-cases/admin/SaveChannelConfig';
import { SavePermission, SavePermissionToken } from '../../core/use-cases/admin/SavePermission';
import { SaveRole, SaveRoleToken } from '../../core/use-cases/admin/SaveRole';
import { SaveUserAssignment, SaveUserAssignmentToken } from '../../core/use-cases/admin/SaveUserAssignment';
import {
  ToggleChannelAssignment,
  ToggleChannelAssignmentToken,
} from '../../core/use-cases/admin/ToggleChannelAssignment';

/** The administration flows (src/core/use-cases/admin) over whatever AdminPort the profile bound. */
export const adminUseCasesModule = new ContainerModule(({ bind }) => {
  const overAdmin = <T>(token: symbol, create: (admin: AdminPort) => T) =>
    bind<T>(token).toResolvedValue(create, [AdminPort]).inSingletonScope();
  overAdmin(AddAccountAdminToken, (admin) => new AddAccountAdmin(admin));
  overAdmin(AllowUserToken, (admin) => new AllowUser(admin));
  overAdmin(AssignChannelToken, (admin) => new AssignChannel(admin));
  overAdmin(DeleteAccountSettingToken, (admin) => new DeleteAccountSetting(admin));
  overAdmin(DeleteChannelConfigToken, (admin) => new DeleteChannelConfig(admin));
  overAdmin(DeletePermissionToken, (admin) => new DeletePermission(admin));
  overAdmin(DeleteRoleToken, (admin) => new DeleteRole(admin));
  overAdmin(LoadAccountSettingsToken, (admin) => new LoadAccountSettings(admin));
  overAdmin(LoadAccountUsersToken, (admin) => new LoadAccountUsers(admin));
  overAdmin(LoadAccountsToken, (admin) => new LoadAccounts(admin));
  overAdmin(LoadAllowedUsersToken, (admin) => new LoadAllowedUsers(admin));
  overAdmin(LoadAuditTrailToken, (admin) => new LoadAuditTrail(admin));
  overAdmin(LoadChannelDataToken, (admin) => new LoadChannelData(admin));
  overAdmin(LoadPermissionsToken, (admin) => new LoadPermissions(admin));
  overAdmin(LoadRolePermissionsToken, (admin) => new LoadRolePermissions(admin));
  overAdmin(LoadRolesToken, (admin) => new LoadRoles(admin));
  overAdmin(LoadUsersToken, (admin) => new LoadUsers(admin));
  overAdmin(RemoveAccountUserToken, (admin) => new RemoveAccountUser(admin));
  overAdmin(RemoveAllowedUserToken, (admin) => new RemoveAllowedUser(admin));
  overAdmin(RemoveChannelAssignmentToken, (admin) => new RemoveChannelAssignment(admin));
  overAdmin(SaveAccountToken, (admin) => new SaveAccount(admin));
  overAdmin(SaveAccountSettingToken, (admin) => new SaveAccountSetting(admin));
  overAdmin(SaveChannelConfigToken, (admin) => new SaveChannelConfig(admin));
  overAdmin(SavePermissionToken, (admin) => new SavePermission(admin));
  overAdmin(SaveRoleToken, (admin) => new SaveRole(admin));
  overAdmin(SaveUserAssignmentToken, (admin) => new SaveUserAssignment(admin));
  overAdmin(ToggleChannelAssignmentToken, (admin) => new ToggleChannelAssignment(admin));
  bind(ExportAudienceDataToken)
    .toResolvedValue(
      (admin: AdminPort, clock: ClockPort) => new ExportAudienceData(admin, clock),
      [AdminPort, ClockPort],
    )
    .inSingletonScope();
});

/** The tokens of every admin flow, keyed as AdminUseCases names them. */
export const ADMIN_USE_CASE_TOKENS = {
  addAccountAdmin: AddAccountAdminToken,
  allowUser: AllowUserToken,
  assignChannel: AssignChannelToken,
  deleteAccountSetting: DeleteAccountSettingToken,
  deleteChannelConfig: DeleteChannelConfigToken,
  deletePermission: DeletePermissionToken,
  deleteRole: DeleteRoleToken,
  exportAudienceData: ExportAudienceDataToken,
  loadAccountSettings: LoadAccountSettingsToken,
  loadAccountUsers: LoadAccountUsersToken,
  loadAccounts: LoadAccountsToken,
  loadAllowedUsers: LoadAllowedUsersToken,
  loadAuditTrail: LoadAuditTrailToken,
  loadChannelData: LoadChannelDataToken,
  loadPermissions: LoadPermissionsToken,
  loadRolePermissions: LoadRolePermissionsToken,
  loadRoles: LoadRolesToken,
  loadUsers: LoadUsersToken,
  removeAccountUser: RemoveAccountUserToken,
  removeAllowedUser: RemoveAllowedUserToken,
  removeChannelAssignment: RemoveChannelAssignmentToken,
  saveAccount: SaveAccountToken,
  saveAccountSetting: SaveAccountSettingToken,
  saveChannelConfig: SaveChannelConfigToken,
  savePermission: SavePermissionToken,
  saveRole: SaveRoleToken,
  saveUserAssignment: SaveUserAssignmentToken,
  toggleChannelAssignment: ToggleChannelAssignmentToken,
} as const;
