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

export const SessionUseCasesToken = Symbol.for('SessionUseCases');

/** Which token answers each of the SessionStore's flows. */
const sessionFlowTokens: Record<keyof SessionUseCases, symbol> = {
  restoreSession: RestoreSessionToken,
  signIn: SignInToken,
  signInAsPersona: SignInAsPersonaToken,
  signOut: SignOutToken,
  selectAccount: SelectAccountToken,
  refetchAccounts: RefetchAccountsToken,
  loadEnabledChannels: LoadEnabledChannelsToken,
  announceAccountsLoaded: AnnounceAccountsLoadedToken,
};

/**
 * The session and login flows (src/core/use-cases/session). Part of the shell container: the
 * login screen and a restored session need them before anything else loads, and they are small.
 */
export const sessionUseCasesModule = new ContainerModule((options) => bindSessionUseCases(options));

/** Binds the session flows into whichever module loads them first (the shell's view models). */
export function bindSessionUseCases({ bind: bindAny }: ContainerModuleLoadOptions): void {
  // Every flow is one instance for the page: declared here rather than left to the container's default.
  const bind = (token: symbol) => ({
    toResolvedValue: <T>(create: (...deps: never[]) => T, deps: symbol[]) =>
      bindAny(token)
        .toResolvedValue(create as (...deps: unknown[]) => T, deps)
        .inSingletonScope(),
  });
  const withAuthAndStorage = [AuthPort, StoragePort];
  bind(RestoreSessionToken).toResolvedValue(
    (storage: StoragePort, clock: ClockPort) => new RestoreSession(storage, clock),
    [StoragePort, ClockPort],
  );
  bind(SignInToken).toResolvedValue(
    (auth: AuthPort, storage: StoragePort, clock: ClockPort) => new SignIn(auth, storage, clock),
    [...withAuthAndStorage, ClockPort],
  );
  bind(SignInAsPersonaToken).toResolvedValue(
    (auth: AuthPort, storage: StoragePort, clock: ClockPort) => new SignInAsPersona(auth, storage, clock),
    [...withAuthAndStorage, ClockPort],
  );
  bind(SignOutToken).toResolvedValue((storage: StoragePort) => new SignOut(storage), [StoragePort]);
  bind(SelectAccountToken).toResolvedValue(
    (storage: StoragePort) => new SelectAccount(storage),
    [StoragePort],
  );
  bind(RefetchAccountsToken).toResolvedValue(
    (auth: AuthPort, storage: StoragePort) => new RefetchAccounts(auth, storage),
    [...withAuthAndStorage],
  );
  bind(LoadEnabledChannelsToken).toResolvedValue(
    (auth: AuthPort) => new LoadEnabledChannels(auth),
    [AuthPort],
  );
  bind(AnnounceAccountsLoadedToken).toResolvedValue(
    (events: AppEventsPort, clock: ClockPort) => new AnnounceAccountsLoaded(events, clock),
    [AppEventsPort, ClockPort],
  );
  bind(ListDemoPersonasToken).toResolvedValue((auth: AuthPort) => new ListDemoPersonas(auth), [AuthPort]);
  const names = Object.keys(sessionFlowTokens) as (keyof SessionUseCases)[];
  // The flows arrive in the order of `names`: each answers the member of the same name.
  bind(SessionUseCasesToken).toResolvedValue(
    (...flows: unknown[]) => {
      const useCases: Partial<Record<keyof SessionUseCases, unknown>> = {};
      names.forEach((name, i) => {
        useCases[name] = flows[i];
      });
      return useCases as SessionUseCases;
    },
    names.map((name) => sessionFlowTokens[name]),
  );
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
