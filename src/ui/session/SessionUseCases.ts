import type { AnnounceAccountsLoaded } from '../../core/use-cases/session/AnnounceAccountsLoaded';
import type { LoadEnabledChannels } from '../../core/use-cases/session/LoadEnabledChannels';
import type { RefetchAccounts } from '../../core/use-cases/session/RefetchAccounts';
import type { RestoreSession } from '../../core/use-cases/session/RestoreSession';
import type { SelectAccount } from '../../core/use-cases/session/SelectAccount';
import type { SignIn } from '../../core/use-cases/session/SignIn';
import type { SignInAsPersona } from '../../core/use-cases/session/SignInAsPersona';
import type { SignOut } from '../../core/use-cases/session/SignOut';

/** The session flows (src/core/use-cases/session) the SessionStore runs; bound by composition. */
export interface SessionUseCases {
  restoreSession: RestoreSession;
  signIn: SignIn;
  signInAsPersona: SignInAsPersona;
  signOut: SignOut;
  selectAccount: SelectAccount;
  refetchAccounts: RefetchAccounts;
  loadEnabledChannels: LoadEnabledChannels;
  announceAccountsLoaded: AnnounceAccountsLoaded;
}
