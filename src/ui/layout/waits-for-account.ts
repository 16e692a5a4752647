/** The places a regular admin reaches only once an account is selected (spec 3 §4). */
const WAITING_FOR_AN_ACCOUNT = new Set(['/campaign/new', '/status']);

/**
 * Whether a sidebar link is shown disabled: New Campaign and Status, like the chats and New Canvas,
 * wait while the session says an account must still be chosen.
 */
export const waitsForAccount = (to: string, selectionRequired: boolean): boolean =>
  selectionRequired && WAITING_FOR_AN_ACCOUNT.has(to);
