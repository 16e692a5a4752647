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
 * Who the user is and what they may act in: sign-in, the accounts a regular admin can act in,
 * the destinations an account has enabled, and impersonation (spec 1 §4–§6, spec 3 "Impersonation
 * and login"). Every method rejects with a BackendError when the backend refuses or cannot be
 * reached. The routes behind each intent are in docs/openapi.json.
 */
export interface AuthPort {
  /** Personas offered by the demo identity provider (the mock server or the memory profile). */
  listDemoPersonas(): Promise<DemoPersona[]>;
  /** Asks the demo identity provider for a signed identity token for a persona. */
  requestDemoToken(email: string): Promise<string>;
  /** Exchanges an identity token for the Sidekick user it belongs to. */
  signIn(idToken: string): Promise<User>;
  /** The accounts a regular admin may select. */
  fetchAccounts(userId: string): Promise<Account[]>;
  /** The destinations an account has enabled (Facebook, Google Ads …). */
  fetchEnabledChannels(accountId: string, userId: string): Promise<EnabledChannels>;
  /** Starts acting as another user; answers that user, marked as impersonated. */
  impersonate(targetUserId: string, actingUserId: string): Promise<User>;
  /** Stops impersonating; answers the original user. */
  endImpersonation(impersonatedBy: string): Promise<User>;
}

export const AuthPort = Symbol.for('AuthPort');
