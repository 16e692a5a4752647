import type { Account, EnabledChannels } from '../domain/account';
import type { User } from '../domain/user';

/** A demo persona the demo identity provider can sign in as. */
export interface DemoPersona {
  email: string;
  displayName: string;
  /** A short description of what the persona shows off, e.g. 'Super Admin'. */
  summary: string;
}

/**
 * Identity and session calls: sign-in, the accounts a regular admin can act in, enabled
 * channels, and impersonation (spec 1 §4–§7, spec 3 §7 "Impersonation and login").
 * Every method rejects with a BackendError when the backend refuses or cannot be reached.
 */
export interface AuthPort {
  /** Personas offered by the demo identity provider (the mock server or the memory profile). */
  listDemoPersonas(): Promise<DemoPersona[]>;
  /** Asks the demo identity provider for a signed identity token for a persona. */
  requestDemoToken(email: string): Promise<string>;
  /** Exchanges an identity token for the Sidekick user it belongs to. */
  signIn(idToken: string): Promise<User>;
  /** GET /api/account-admin/accounts: the accounts a regular admin may select. */
  fetchAccounts(userId: string): Promise<Account[]>;
  /** GET /api/users/enabled-channels/{accountId}: destinations enabled for an account. */
  fetchEnabledChannels(accountId: string, userId: string): Promise<EnabledChannels>;
  /** GET /api/admin/impersonate/{userId}: start acting as another user; answers that user. */
  impersonate(targetUserId: string, actingUserId: string): Promise<User>;
  /** GET /api/admin/end-impersonation: stop impersonating; answers the original user. */
  endImpersonation(impersonatedBy: string): Promise<User>;
}

export const AuthPort = Symbol.for('AuthPort');
