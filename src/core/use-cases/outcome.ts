import { BackendError } from '../domain/errors';

/**
 * Why a flow could not do what was asked, in the product's words rather than HTTP's. Only the
 * adapters know status codes; a use case turns their BackendError into one of these kinds, and
 * the view model decides which text the screen shows.
 */
export type FailureKind =
  /** The backend could not be reached, timed out or answered 5xx: trying again may help. */
  | 'unavailable'
  /** The thing acted on is gone (404). */
  | 'not-found'
  /** The user may not do this (401/403). */
  | 'refused'
  /** The request was refused as invalid (400, 409, 413 …): trying again will not help. */
  | 'rejected'
  /** A rule of the core refused it before any call was made. */
  | 'not-allowed'
  /** The user stopped it (an upload cancelled): nothing to tell them. */
  | 'cancelled';

export interface Failure {
  readonly ok: false;
  readonly kind: FailureKind;
  /** The server's or the rule's own words, for logs and for screens that show them. */
  readonly message: string;
  readonly cause?: unknown;
}

export interface Success<T> {
  readonly ok: true;
  readonly value: T;
}

/** What a use case answers: a value, or a typed failure. Use cases never throw for an expected failure. */
export type Outcome<T = void> = Success<T> | Failure;

export function succeeded<T>(value: T): Success<T>;
export function succeeded(): Success<void>;
export function succeeded<T>(value?: T): Success<T | undefined> {
  return { ok: true, value };
}

export function failed(kind: FailureKind, message: string, cause?: unknown): Failure {
  return { ok: false, kind, message, cause };
}

/** Maps whatever a port threw to a Failure; the only place that reads a status code in the core. */
export function failureFrom(error: unknown): Failure {
  if (error instanceof BackendError) {
    if (error.code === 'ERR_CANCELED') return failed('cancelled', error.message, error);
    const status = error.status;
    if (status === 404) return failed('not-found', error.message, error);
    if (status === 401 || status === 403) return failed('refused', error.message, error);
    if (status !== undefined && status >= 400 && status < 500)
      return failed('rejected', error.message, error);
    return failed('unavailable', error.message, error);
  }
  return failed('unavailable', error instanceof Error ? error.message : String(error), error);
}

/** Runs a port call and answers its value as an Outcome. */
export async function attempt<T>(call: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return succeeded(await call());
  } catch (error) {
    return failureFrom(error);
  }
}
