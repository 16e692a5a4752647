import type { Account, EnabledChannels } from '../core/domain/account';
import type { User } from '../core/domain/user';
import type { AuthPort, DemoPersona } from '../core/ports/AuthPort';

/**
 * AuthPort whose implementation (the HTTP client with its retries and error texts, the identity
 * schemas) loads on the first call. Nothing on /login calls the backend before the visitor asks
 * to sign in, so that code stays out of the page's first load. Every AuthPort method answers a
 * promise, so callers cannot tell the difference; a failed load rejects the call that needed it.
 * A loader that answers the port itself (createContainer, all loaded) is called through at once.
 */
export class DeferredAuthPort implements AuthPort {
  constructor(private readonly load: () => AuthPort | Promise<AuthPort>) {}

  listDemoPersonas(): Promise<DemoPersona[]> {
    return this.through((auth) => auth.listDemoPersonas());
  }

  requestDemoToken(email: string): Promise<string> {
    return this.through((auth) => auth.requestDemoToken(email));
  }

  signIn(idToken: string): Promise<User> {
    return this.through((auth) => auth.signIn(idToken));
  }

  fetchAccounts(userId: string): Promise<Account[]> {
    return this.through((auth) => auth.fetchAccounts(userId));
  }

  fetchEnabledChannels(accountId: string, userId: string): Promise<EnabledChannels> {
    return this.through((auth) => auth.fetchEnabledChannels(accountId, userId));
  }

  impersonate(targetUserId: string, actingUserId: string): Promise<User> {
    return this.through((auth) => auth.impersonate(targetUserId, actingUserId));
  }

  endImpersonation(impersonatedBy: string): Promise<User> {
    return this.through((auth) => auth.endImpersonation(impersonatedBy));
  }

  private through<T>(call: (auth: AuthPort) => Promise<T>): Promise<T> {
    const auth = this.load();
    return auth instanceof Promise ? auth.then(call) : call(auth);
  }
}
