import { ContainerModule } from 'inversify';
import { ClockPort } from '../core/ports/ClockPort';
import { AccountAdminViewModel } from '../ui/account-admin/AccountAdminViewModel';
import { AdminDashboardViewModel } from '../ui/admin/AdminDashboardViewModel';
import type { AdminActor, AdminUseCases } from '../ui/admin/AdminDeps';
import type { AdminViewModels } from '../ui/admin/AdminViewModels';
import type { Impersonation } from '../ui/session/Impersonation';
import type { SessionStore } from '../ui/session/SessionStore';
import { TOKENS } from './tokens';
import { AdminUseCasesToken, adminUseCasesModule } from './use-cases/admin.module';

/** The acting user as the admin screens read it: always the session's current one (impersonation included). */
function actorOf(session: SessionStore, impersonation: Impersonation): AdminActor {
  return {
    get userId() {
      return session.user?.userId ?? '';
    },
    get isAdmin() {
      return session.isAdmin;
    },
    get isSuperAdmin() {
      return session.isSuperAdmin;
    },
    startImpersonation: (targetUserId) => impersonation.start(targetUserId),
  };
}

const adminViewModelsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.AdminViewModels)
    .toResolvedValue(
      (
        session: SessionStore,
        impersonation: Impersonation,
        clock: ClockPort,
        useCases: AdminUseCases,
      ): AdminViewModels => {
        const deps = { useCases, actor: actorOf(session, impersonation), clock };
        return {
          createDashboard: () => new AdminDashboardViewModel(deps),
          createAccountAdmin: () => new AccountAdminViewModel(deps),
        };
      },
      [TOKENS.SessionStore, TOKENS.Impersonation, ClockPort, AdminUseCasesToken],
    )
    .inSingletonScope();
});

/**
 * The administration area: its flows, then its view models. Loaded with the lazy /admin route
 * (shellContainer.ts), so nothing of it is in the first load of /login or /.
 */
export const adminModules = [adminUseCasesModule, adminViewModelsModule];
