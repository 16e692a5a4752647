/**
 * What a scenario can do and observe, in the product's words. Two implementations: one drives
 * the view models on the memory profile (fast), one drives the real page in Chromium (@browser).
 */
export interface SidekickDriver {
  /** Opens a path as if typed into the address bar (a fresh page load). */
  open(path: string): Promise<void>;
  /** Reloads the current page: view models start again from what the browser stored. */
  reload(): Promise<void>;
  signInAs(displayName: string): Promise<void>;
  signOut(): Promise<void>;
  /** The path the user ends up on after redirects. */
  currentPath(): Promise<string>;
  /** The sidebar greeting, e.g. "Riley Planner's Sidekick". */
  greeting(): Promise<string>;
  /** Whether a navigation link of the sidebar is offered. */
  hasSidebarLink(name: string): Promise<boolean>;
  /** Names of the accounts offered by the account selector; empty when it is not shown. */
  accountChoices(): Promise<string[]>;
  selectAccount(name: string): Promise<void>;
  /** The account currently selected in the selector, or null. */
  selectedAccount(): Promise<string | null>;
  /** Makes the stored session's expiry lie in the past. */
  expireStoredSession(): Promise<void>;
  /** Lets time pass (fake clock in the view-model driver; real waiting in the browser). */
  wait(ms: number): Promise<void>;
  /** The notice shown in place of the screen when user or account context cannot be loaded. */
  contextNotice(): Promise<string | null>;
  dispose(): Promise<void>;
}
