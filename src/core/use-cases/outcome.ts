import { BackendError, type BackendFailureKind } from '../domain/errors';

/**
 * Why a flow could not do what was asked: a backend failure as the adapters named it, or
 * 'not-allowed', a rule of the core that refused before any call was made. The view model
 * decides which text the screen shows.
 */
export type FailureKind = BackendFailureKind | 'not-allowed';

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

/** Whatever a port threw, as a Failure: the adapters' kind, or 'unavailable' for anything else. */
export function failureFrom(error: unknown): Failure {
  if (error instanceof BackendError) return failed(error.kind, error.message, error);
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
