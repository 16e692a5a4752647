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
