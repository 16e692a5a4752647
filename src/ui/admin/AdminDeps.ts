import type { ClockPort } from '../../core/ports/ClockPort';
import type { AddAccountAdmin } from '../../core/use-cases/admin/AddAccountAdmin';
import type { AddAccountUser } from '../../core/use-cases/admin/AddAccountUser';
import type { AdminCalls } from '../../core/use-cases/admin/AdminCalls';
import type { AllowUser } from '../../core/use-cases/admin/AllowUser';
import type { AssignChannel } from '../../core/use-cases/admin/AssignChannel';
import type { ChangeAccountRole } from '../../core/use-cases/admin/ChangeAccountRole';
import type { DeletePermission } from '../../core/use-cases/admin/DeletePermission';
import type { DeleteRole } from '../../core/use-cases/admin/DeleteRole';
import type { ExportAudienceData } from '../../core/use-cases/admin/ExportAudienceData';
import type { LoadAccounts } from '../../core/use-cases/admin/LoadAccounts';
import type { LoadChannelData } from '../../core/use-cases/admin/LoadChannelData';
import type { SaveAccount } from '../../core/use-cases/admin/SaveAccount';
import type { SaveAccountSetting } from '../../core/use-cases/admin/SaveAccountSetting';
import type { SaveChannelConfig } from '../../core/use-cases/admin/SaveChannelConfig';
import type { SavePermission } from '../../core/use-cases/admin/SavePermission';
import type { SaveRole } from '../../core/use-cases/admin/SaveRole';
import type { SaveUserAssignment } from '../../core/use-cases/admin/SaveUserAssignment';
import type { Outcome } from '../../core/use-cases/outcome';

/**
 * The flows of the administration area (src/core/use-cases/admin): `calls` for every flow that
 * is one port call, and a member per flow that decides something.
 */
export interface AdminUseCases {
  calls: AdminCalls;
  addAccountAdmin: AddAccountAdmin;
  addAccountUser: AddAccountUser;
  allowUser: AllowUser;
  assignChannel: AssignChannel;
  changeAccountRole: ChangeAccountRole;
  deletePermission: DeletePermission;
  deleteRole: DeleteRole;
  exportAudienceData: ExportAudienceData;
  loadAccounts: LoadAccounts;
  loadChannelData: LoadChannelData;
  saveAccount: SaveAccount;
  saveAccountSetting: SaveAccountSetting;
  saveChannelConfig: SaveChannelConfig;
  savePermission: SavePermission;
  saveRole: SaveRole;
  saveUserAssignment: SaveUserAssignment;
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
  /** Told how each admin table's load ended: the dashboard learns whether the backend still takes the user for an admin. */
  loadAnswered?(outcome: Outcome<unknown>): void;
}
