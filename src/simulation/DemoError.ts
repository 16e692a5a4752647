/**
 * An expected refusal of the demo backend. The api answers it as `{ error: message }` with this
 * status; anything else thrown becomes a 500.
 */
export class DemoError extends Error {
  override readonly name = 'DemoError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new DemoError(400, message);
export const unauthorized = (message: string) => new DemoError(401, message);
export const forbidden = (message: string) => new DemoError(403, message);
export const notFound = (message: string) => new DemoError(404, message);
export const conflict = (message: string) => new DemoError(409, message);
export const payloadTooLarge = (message: string) => new DemoError(413, message);
