import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { AppEventsPort } from '../../core/ports/AppEventsPort';
import { AuthPort } from '../../core/ports/AuthPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { StoragePort } from '../../core/ports/StoragePort';
import {
  AnnounceAccountsLoaded,
  AnnounceAccountsLoadedToken,
} from '../../core/use-cases/session/AnnounceAccountsLoaded';
import { ListDemoPersonas, ListDemoPersonasToken } from '../../core/use-cases/session/ListDemoPersonas';
import {
  LoadEnabledChannels,
  LoadEnabledChannelsToken,
} from '../../core/use-cases/session/LoadEnabledChannels';
import { RefetchAccounts, RefetchAccountsToken } from '../../core/use-cases/session/RefetchAccounts';
import { RestoreSession, RestoreSessionToken } from '../../core/use-cases/session/RestoreSession';
import { SelectAccount, SelectAccountToken } from '../../core/use-cases/session/SelectAccount';
import { SignIn, SignInToken } from '../../core/use-cases/session/SignIn';
import { SignInAsPersona, SignInAsPersonaToken } from '../../core/use-cases/session/SignInAsPersona';
import { SignOut, SignOutToken } from '../../core/use-cases/session/SignOut';
import type { SessionUseCases } from '../../ui/session/SessionUseCases';
import { bindFromServices, bindInstance } from '../binding';

export const SessionUseCasesToken = Symbol.for('SessionUseCases');

/**
 * The session and login flows (src/core/use-cases/session). Part of the shell container: the
 * login screen and a restored session need them before anything else loads, and they are small.
 */
export const sessionUseCasesModule = new ContainerModule((options) => bindSessionUseCases(options));

/** Binds the session flows into whichever module loads them first (the shell's view models). */
export function bindSessionUseCases({ bind }: ContainerModuleLoadOptions): void {
  bindInstance(bind, RestoreSessionToken, RestoreSession, [StoragePort, ClockPort]);
  bindInstance(bind, SignInToken, SignIn, [AuthPort, StoragePort, ClockPort]);
  bindInstance(bind, SignInAsPersonaToken, SignInAsPersona, [AuthPort, StoragePort, ClockPort]);
  bindInstance(bind, SignOutToken, SignOut, [StoragePort]);
  bindInstance(bind, SelectAccountToken, SelectAccount, [StoragePort]);
  bindInstance(bind, RefetchAccountsToken, RefetchAccounts, [AuthPort, StoragePort]);
  bindInstance(bind, LoadEnabledChannelsToken, LoadEnabledChannels, [AuthPort]);
  bindInstance(bind, AnnounceAccountsLoadedToken, AnnounceAccountsLoaded, [AppEventsPort, ClockPort]);
  bindInstance(bind, ListDemoPersonasToken, ListDemoPersonas, [AuthPort]);
  bindFromServices<SessionUseCases>(bind, SessionUseCasesToken, {
    restoreSession: RestoreSessionToken,
    signIn: SignInToken,
    signInAsPersona: SignInAsPersonaToken,
    signOut: SignOutToken,
    selectAccount: SelectAccountToken,
    refetchAccounts: RefetchAccountsToken,
    loadEnabledChannels: LoadEnabledChannelsToken,
    announceAccountsLoaded: AnnounceAccountsLoadedToken,
  });
}

/** The session flows over the given ports, bound as the page binds them: for tests of the SessionStore. */
export function sessionUseCasesOver(ports: {
  auth: AuthPort;
  storage: StoragePort;
  events: AppEventsPort;
  clock: ClockPort;
}): SessionUseCases & { listDemoPersonas: ListDemoPersonas } {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AuthPort).toConstantValue(ports.auth);
  container.bind(StoragePort).toConstantValue(ports.storage);
  container.bind(AppEventsPort).toConstantValue(ports.events);
  container.bind(ClockPort).toConstantValue(ports.clock);
  container.load(sessionUseCasesModule);
  return {
    ...container.get<SessionUseCases>(SessionUseCasesToken),
    listDemoPersonas: container.get<ListDemoPersonas>(ListDemoPersonasToken),
  };
}
