/**
 * Error codes of the HTTP client (spec 1 §8): network error, timeout, canceled, bad request
 * (4xx) and bad response (5xx or an answer that does not have the expected shape).
 */
export type BackendErrorCode =
  | 'ERR_NETWORK'
  | 'ETIMEDOUT'
  | 'ERR_CANCELED'
  | 'ERR_BAD_REQUEST'
  | 'ERR_BAD_RESPONSE';

/** A failed backend call. `message` prefers the server's own error text (spec 3 §8). */
export class BackendError extends Error {
  override readonly name = 'BackendError';
  constructor(
    readonly code: BackendErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** The message to show for any thrown value: the server's error field first, else the exception's. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/**
 * The backend's own text when it refused something for being too big (413, or a 400 that names
 * a limit, e.g. 'message is too long: the limit is 10,000 characters'): it tells the user what
 * to change, where a generic failure text would not. Null for any other failure.
 */
export function limitRefusalText(error: unknown): string | null {
  if (!(error instanceof BackendError)) return null;
  if (error.status === 413 || (error.status === 400 && /\bthe limit is\b/.test(error.message)))
    return error.message;
  return null;
}
