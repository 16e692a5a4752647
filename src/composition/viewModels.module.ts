import { ContainerModule } from 'inversify';
import { ClockPort } from '../core/ports/ClockPort';
import { type ListDemoPersonas, ListDemoPersonasToken } from '../core/use-cases/session/ListDemoPersonas';
import { Features, provide } from '../ui/app/features';
import { SignedInFrameFeature } from '../ui/layout/signed-in-frame-feature';
import { LoginViewModel } from '../ui/login/LoginViewModel';
import { LoginFeature } from '../ui/login/login-feature';
import { SessionStore } from '../ui/session/SessionStore';
import type { SessionUseCases } from '../ui/session/SessionUseCases';
import { SessionFeature } from '../ui/session/session-feature';
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
  bind(TOKENS.ShellFeatures)
    .toResolvedValue(
      (
        config: AppConfig,
        session: SessionStore,
        listDemoPersonas: ListDemoPersonas,
        loadSignedIn: () => Promise<Features>,
      ): Features =>
        Features.of([
          provide(SessionFeature, session),
          provide(LoginFeature, {
            googleClientId: config.googleClientId,
            createViewModel: () => new LoginViewModel(session, listDemoPersonas),
          }),
          provide(SignedInFrameFeature, loadSignedIn),
        ]),
      [TOKENS.AppConfig, TOKENS.SessionStore, ListDemoPersonasToken, TOKENS.LoadSignedIn],
    )
    .inSingletonScope();
});

/** What the shell container loads over the profile's ports (one module: it binds the session flows itself). */
export const viewModelsModules = [viewModelsModule];
