/** The administration's groups on the reference page (spec 3 §7). */
export const ADMIN_TAGS = {
  users: 'Administration: users, roles, permissions',
  accounts: 'Administration: accounts',
  channels: 'Administration: channels',
  audit: 'Administration: export and audit',
} as const;
