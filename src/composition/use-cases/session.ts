import type { AppEventsPort } from '../../core/ports/AppEventsPort';
import type { AuthPort } from '../../core/ports/AuthPort';
import type { ClockPort } from '../../core/ports/ClockPort';
import type { StoragePort } from '../../core/ports/StoragePort';
import { AnnounceAccountsLoaded } from '../../core/use-cases/session/AnnounceAccountsLoaded';
import { ListDemoPersonas } from '../../core/use-cases/session/ListDemoPersonas';
import { LoadEnabledChannels } from '../../core/use-cases/session/LoadEnabledChannels';
import { RefetchAccounts } from '../../core/use-cases/session/RefetchAccounts';
import { RestoreSession } from '../../core/use-cases/session/RestoreSession';
import { SelectAccount } from '../../core/use-cases/session/SelectAccount';
import { SignIn } from '../../core/use-cases/session/SignIn';
import { SignInAsPersona } from '../../core/use-cases/session/SignInAsPersona';
import { SignOut } from '../../core/use-cases/session/SignOut';
import type { SessionUseCases } from '../../ui/session/SessionUseCases';

export interface SessionPorts {
  auth: AuthPort;
  storage: StoragePort;
  events: AppEventsPort;
  clock: ClockPort;
}

/**
 * The session and login flows (src/core/use-cases/session), one instance each for the page. Built
 * by hand rather than bound in a container: the login screen and a restored session need them in
 * the page's first load, which does not carry inversify (shell.ts). The page container receives
 * the SessionStore made over them.
 */
export function sessionUseCases({
  auth,
  storage,
  events,
  clock,
}: SessionPorts): SessionUseCases & { listDemoPersonas: ListDemoPersonas } {
  return {
    restoreSession: new RestoreSession(storage, clock),
    signIn: new SignIn(auth, storage, clock),
    signInAsPersona: new SignInAsPersona(auth, storage, clock),
    signOut: new SignOut(storage),
    selectAccount: new SelectAccount(storage),
    refetchAccounts: new RefetchAccounts(auth, storage),
    loadEnabledChannels: new LoadEnabledChannels(auth),
    announceAccountsLoaded: new AnnounceAccountsLoaded(events, clock),
    listDemoPersonas: new ListDemoPersonas(auth),
  };
}
