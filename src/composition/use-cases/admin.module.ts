import { ContainerModule } from 'inversify';
import type { AdminPort as Admin } from '../../core/ports/AdminPort';
import { AdminPort } from '../../core/ports/AdminPort';
import type { ClockPort as Clock } from '../../core/ports/ClockPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { AddAccountAdmin } from '../../core/use-cases/admin/AddAccountAdmin';
import { AddAccountUser } from '../../core/use-cases/admin/AddAccountUser';
import { AllowUser } from '../../core/use-cases/admin/AllowUser';
import { AssignChannel } from '../../core/use-cases/admin/AssignChannel';
import { ChangeAccountRole } from '../../core/use-cases/admin/ChangeAccountRole';
import { DeletePermission } from '../../core/use-cases/admin/DeletePermission';
import { DeleteRole } from '../../core/use-cases/admin/DeleteRole';
import { ExportAudienceData } from '../../core/use-cases/admin/ExportAudienceData';
import { LoadAccounts } from '../../core/use-cases/admin/LoadAccounts';
import { LoadChannelData } from '../../core/use-cases/admin/LoadChannelData';
import { SaveAccount } from '../../core/use-cases/admin/SaveAccount';
import { SaveAccountSetting } from '../../core/use-cases/admin/SaveAccountSetting';
import { SaveChannelConfig } from '../../core/use-cases/admin/SaveChannelConfig';
import { SavePermission } from '../../core/use-cases/admin/SavePermission';
import { SaveRole } from '../../core/use-cases/admin/SaveRole';
import { SaveUserAssignment } from '../../core/use-cases/admin/SaveUserAssignment';
import { PortCalls } from '../../core/use-cases/port-calls';
import type { AdminUseCases } from '../../ui/admin/AdminDeps';

/** Every administration flow over one AdminPort and the clock (tests pass the fakes). */
export function adminUseCasesOver(admin: Admin, clock: Clock): AdminUseCases {
  return {
    calls: new PortCalls(admin),
    addAccountAdmin: new AddAccountAdmin(admin),
    addAccountUser: new AddAccountUser(admin),
    allowUser: new AllowUser(admin),
    assignChannel: new AssignChannel(admin),
    changeAccountRole: new ChangeAccountRole(admin),
    deletePermission: new DeletePermission(admin),
    deleteRole: new DeleteRole(admin),
    exportAudienceData: new ExportAudienceData(admin, clock),
    loadAccounts: new LoadAccounts(admin),
    loadChannelData: new LoadChannelData(admin),
    saveAccount: new SaveAccount(admin),
    saveAccountSetting: new SaveAccountSetting(admin),
    saveChannelConfig: new SaveChannelConfig(admin),
    savePermission: new SavePermission(admin),
    saveRole: new SaveRole(admin),
    saveUserAssignment: new SaveUserAssignment(admin),
  };
}

export const AdminUseCasesToken = Symbol.for('AdminUseCases');

/** The administration flows (src/core/use-cases/admin) over whatever AdminPort the profile bound. */
export const adminUseCasesModule = new ContainerModule(({ bind }) => {
  bind(AdminUseCasesToken).toResolvedValue(adminUseCasesOver, [AdminPort, ClockPort]).inSingletonScope();
});
