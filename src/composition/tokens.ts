/**
 * Tokens for what is not a port. Ports use the Symbol exported beside their interface
 * (AuthPort, ChatPort, …), as Theia does: one name for the interface and its token.
 */
export const TOKENS = {
  AppConfig: Symbol.for('AppConfig'),
  /** The fetch the HTTP client uses: the browser's, or the in-process demo backend's. */
  Fetch: Symbol.for('Fetch'),
  BackendBaseUrl: Symbol.for('BackendBaseUrl'),
  HttpClient: Symbol.for('HttpClient'),
  SessionStore: Symbol.for('SessionStore'),
  AppViewModels: Symbol.for('AppViewModels'),
} as const;
