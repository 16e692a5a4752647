/**
 * Why a call to the backend failed, in the product's words. Only the adapters know how the
 * backend said it; they name one of these kinds.
 */
export type BackendFailureKind =
  /** The backend could not be reached, timed out or failed itself: trying again may help. */
  | 'unavailable'
  /** The thing acted on is gone, or not stored yet. */
  | 'not-found'
  /** Nobody is signed in as far as the backend knows: signing in again helps, nothing else. */
  | 'signed-out'
  /** The signed-in user may not do this. */
  | 'refused'
  /** The request was refused as invalid: trying again will not help. */
  | 'rejected'
  /** The request was refused for going over one of the backend's limits; its text says which. */
  | 'over-limit'
  /** The user stopped it (an upload cancelled): nothing to tell them. */
  | 'cancelled';

/** A failed backend call. `message` prefers the server's own error text (spec 3 §8). */
export class BackendError extends Error {
  override readonly name = 'BackendError';
  constructor(
    readonly kind: BackendFailureKind,
    message: string,
  ) {
    super(message);
  }
}

/** The message to show for any thrown value: the server's error field first, else the exception's. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}
