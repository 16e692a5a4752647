/**
 * What a scenario can do and see on the Accounts tab and its drill-downs (Account Admins,
 * Settings), in the product's words; one implementation per level, beside the admin ability.
 */
export interface AdminAccountsAbility {
  createAccount(name: string): Promise<void>;
  openAccountAdmins(account: string): Promise<void>;
  /** The emails the Account Admins view lists. */
  accountUsers(): Promise<string[]>;
  /** The users Add Admin offers, by email; the form is left open. */
  adminCandidates(): Promise<string[]>;
  /** Closes the Add Admin form without adding anybody. */
  cancelAddAdmin(): Promise<void>;
  addAdmin(email: string | null): Promise<void>;
  /** What the Account Admins view says after a change. */
  adminsNotice(): Promise<string | null>;
  openAccountSettings(account: string): Promise<void>;
  saveSetting(key: string, value: string): Promise<void>;
  settingValue(key: string): Promise<string | null>;
}
