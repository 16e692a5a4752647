import { ContainerModule } from 'inversify';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { AuthPort } from '../core/ports/AuthPort';
import { ClockPort } from '../core/ports/ClockPort';
import { StoragePort } from '../core/ports/StoragePort';
import type { AdminViewModels } from '../ui/admin/AdminViewModels';
import type { AppViewModels, ShellViewModels } from '../ui/app/AppViewModels';
import { LoginViewModel } from '../ui/login/LoginViewModel';
import { SessionStore } from '../ui/session/SessionStore';
import type { AppConfig } from './config';
import { TOKENS } from './tokens';

/** The session store and the login screen's view model, wired to whatever ports the profile bound. */
export const viewModelsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.SessionStore)
    .toResolvedValue(
      (auth: AuthPort, storage: StoragePort, events: AppEventsPort, clock: ClockPort) =>
        new SessionStore(auth, storage, events, clock),
      [AuthPort, StoragePort, AppEventsPort, ClockPort],
    )
    .inSingletonScope();
  bind(TOKENS.ShellViewModels)
    .toResolvedValue(
      (
        config: AppConfig,
        session: SessionStore,
        loadSignedIn: () => Promise<AppViewModels>,
        loadAdmin: () => Promise<AdminViewModels>,
      ): ShellViewModels => ({
        config: { googleClientId: config.googleClientId },
        session,
        createLoginViewModel: () => new LoginViewModel(session),
        loadSignedIn,
        loadAdmin,
      }),
      [TOKENS.AppConfig, TOKENS.SessionStore, TOKENS.LoadSignedIn, TOKENS.LoadAdmin],
    )
    .inSingletonScope();
});
