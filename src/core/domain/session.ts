import type { User } from './user';

/** A stored session lasts 3 days (spec 1 §9, spec 3 §9). */
export const SESSION_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

/** The agent user data record kept in the browser: the user, the login token and its expiry. */
export interface StoredSession {
  user: User;
  /** The identity token the backend verifies on every call. */
  idToken: string;
  /** When the session stops counting, in ms since the epoch. */
  expiresAt: number;
}

export function startSession(user: User, idToken: string, now: number): StoredSession {
  return { user, idToken, expiresAt: now + SESSION_LIFETIME_MS };
}

/** Stored user data counts as absent once expiresAt has passed. */
export function isSessionExpired(session: Pick<StoredSession, 'expiresAt'>, now: number): boolean {
  return !(session.expiresAt > now);
}

/** A session that replaces the acting user (impersonation) keeps the original expiry and token. */
export function withActingUser(session: StoredSession, user: User): StoredSession {
  return { ...session, user };
}

/** How long the screen waits for user and account before it gives up (spec 1 §9). */
export const CONTEXT_WAIT_MS = 5000;
export const CONTEXT_WAIT_MESSAGE =
  'Unable to load user or account information. Please try refreshing the page or logging in again.';

/** Delay before the accountsLoaded event is dispatched (spec 1 §9). */
export const ACCOUNTS_LOADED_EVENT_DELAY_MS = 50;
/** Delay before accounts are refetched after impersonation starts or ends (spec 1 §9). */
export const IMPERSONATION_REFETCH_DELAY_MS = 100;

/**
 * Before the backend's reason when ending an impersonation fails (spec 3 "Impersonation"). Here,
 * not with the admin texts: the banner that shows it is on every signed-in screen.
 */
export const END_IMPERSONATION_FAILED_TEXT = 'Failed to end impersonation: ';
