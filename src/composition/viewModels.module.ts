import { ContainerModule } from 'inversify';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { AuthPort } from '../core/ports/AuthPort';
import { ClockPort } from '../core/ports/ClockPort';
import { StoragePort } from '../core/ports/StoragePort';
import type { AppViewModels } from '../ui/app/AppViewModels';
import { LoginViewModel } from '../ui/login/LoginViewModel';
import { SessionStore } from '../ui/session/SessionStore';
import type { AppConfig } from './config';
import { TOKENS } from './tokens';

/** The stores and view-model factories, wired to whatever ports the profile bound. */
export const viewModelsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.SessionStore)
    .toResolvedValue(
      (auth: AuthPort, storage: StoragePort, events: AppEventsPort, clock: ClockPort) =>
        new SessionStore(auth, storage, events, clock),
      [AuthPort, StoragePort, AppEventsPort, ClockPort],
    )
    .inSingletonScope();
  bind(TOKENS.AppViewModels)
    .toResolvedValue(
      (config: AppConfig, session: SessionStore): AppViewModels => ({
        config: { googleClientId: config.googleClientId },
        session,
        createLoginViewModel: () => new LoginViewModel(session),
      }),
      [TOKENS.AppConfig, TOKENS.SessionStore],
    )
    .inSingletonScope();
});
