/** A row of an admin table as the scenarios read it: its first cell (an email, a name, a key). */
export type AdminList = 'users' | 'roles' | 'permissions' | 'accounts' | 'allowed users' | 'channels';

/** A line of the audit list: the admin, whom they impersonated, whom the call acted as, and what it did. */
export interface AuditLine {
  admin: string;
  target: string;
  actedAs: string;
  action: string;
}

/**
 * What a scenario can do and see in the administration area, in the product's words. One
 * implementation drives the view models on the memory profile, one the page in Chromium.
 */
export interface AdminAbility {
  /** Opens the dashboard, on a tab by its label when given. */
  openDashboard(tabLabel?: string): Promise<void>;
  /** The tab labels offered, in order. */
  tabs(): Promise<string[]>;
  /** The label of the open tab. */
  activeTab(): Promise<string>;
  /** The access notice the dashboard shows, if any. */
  notice(): Promise<string | null>;
  /** The first cells of a list's rows, top to bottom. */
  listed(list: AdminList): Promise<string[]>;
  /** Types into the users search; `submit` presses Enter afterwards. */
  searchUsers(text: string, submit: boolean): Promise<void>;
  /** Lets time pass with the dashboard open (the search debounce, a message being recorded). */
  timePasses(ms: number): Promise<void>;
  /** What a user's row says under a column of the Users table (its header). */
  userCell(email: string, header: string): Promise<string>;
  /** The Last Login cell of a user. */
  lastLoginOf(email: string): Promise<string>;
  /** Opens a user's editor and fills what is given, then saves. */
  editUser(email: string, change: { role?: string; accounts?: string[]; status?: string }): Promise<void>;
  /** Opens a user's editor and picks a role, without saving. */
  chooseRole(email: string, role: string): Promise<void>;
  /** The Status cell of a user. */
  statusOf(email: string): Promise<string>;
  /** Whether the Users tab offers to impersonate the user. */
  mayImpersonate(email: string): Promise<boolean>;
  /** The accounts chosen in the open user editor. */
  editorAccounts(): Promise<string[]>;
  /** The error any open form or the tab shows. */
  error(): Promise<string | null>;
  impersonate(email: string): Promise<void>;
  /** The banner's End Impersonation, which returns to the admin dashboard. */
  endImpersonation(): Promise<void>;
  createRole(name: string, permissions: string[]): Promise<void>;
  /** Whether the Delete button of a role can be pressed. */
  mayDeleteRole(name: string): Promise<boolean>;
  /** Whether a permission (by key) offers Edit and Delete. */
  permissionIsEditable(key: string): Promise<boolean>;
  createPermission(key: string, name: string): Promise<void>;
  allowUser(email: string, role: string, account: string): Promise<void>;
  /** The roles the Add User form of the allowed list offers. */
  allowedRoleChoices(): Promise<string[]>;
  /** Starts a channel config of a type, without saving; answers whether each field is masked. */
  startChannel(type: string): Promise<Record<string, boolean>>;
  /** Fills the channel form started last and saves it. */
  saveChannel(name: string, fields: Record<string, string>): Promise<void>;
  toggleAssignment(channel: string, account: string): Promise<void>;
  assignmentEnabled(channel: string, account: string): Promise<boolean>;
  exportData(): Promise<string>;
  /** The audit list: who acted as whom, and what they did. */
  auditEntries(): Promise<AuditLine[]>;
}
