import { ContainerModule } from 'inversify';
import { ClockPort } from '../core/ports/ClockPort';
import { type ListDemoPersonas, ListDemoPersonasToken } from '../core/use-cases/session/ListDemoPersonas';
import type { AdminViewModels } from '../ui/admin/AdminViewModels';
import type { AppViewModels, ShellViewModels } from '../ui/app/AppViewModels';
import { LoginViewModel } from '../ui/login/LoginViewModel';
import { SessionStore } from '../ui/session/SessionStore';
import type { SessionUseCases } from '../ui/session/SessionUseCases';
import type { AppConfig } from './config';
import { TOKENS } from './tokens';
import { bindSessionUseCases, SessionUseCasesToken } from './use-cases/session.module';

/**
 * The session flows, the session store and the login screen's view model: what the shell
 * container adds to the profile's ports.
 */
export const viewModelsModule = new ContainerModule((options) => {
  bindSessionUseCases(options);
  const { bind } = options;
  bind(TOKENS.SessionStore)
    .toResolvedValue(
      (useCases: SessionUseCases, clock: ClockPort) => new SessionStore(useCases, clock),
      [SessionUseCasesToken, ClockPort],
    )
    .inSingletonScope();
  bind(TOKENS.ShellViewModels)
    .toResolvedValue(
      (
        config: AppConfig,
        session: SessionStore,
        listDemoPersonas: ListDemoPersonas,
        loadSignedIn: () => Promise<AppViewModels>,
        loadAdmin: () => Promise<AdminViewModels>,
      ): ShellViewModels => ({
        config: { googleClientId: config.googleClientId },
        session,
        createLoginViewModel: () => new LoginViewModel(session, listDemoPersonas),
        loadSignedIn,
        loadAdmin,
      }),
      [TOKENS.AppConfig, TOKENS.SessionStore, ListDemoPersonasToken, TOKENS.LoadSignedIn, TOKENS.LoadAdmin],
    )
    .inSingletonScope();
});

/** What the shell container loads over the profile's ports (one module: it binds the session flows itself). */
export const viewModelsModules = [viewModelsModule];
