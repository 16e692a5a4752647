import { PERMISSION_FLAGS } from '../../core/domain/permissions';
import type { DemoPermission, DemoRole, DemoRolePermission } from '../data/types';

const FLAG_NAMES: Record<string, [string, string]> = {
  can_send_message: ['Send messages', 'Send messages to the assistant and use the briefcase'],
  can_upload_attachment: ['Upload attachments', 'Attach files to messages'],
  can_manage_chat_hisotry: ['Manage chat history', 'Pin and remove chats'],
  can_regenerate: ['Regenerate results', 'Reject, edit and regenerate results'],
  can_ask_assistant: ['Ask the assistant', 'Ask the assistant about a result'],
  can_export_gsheet: ['Export to spreadsheet', 'Export results to a spreadsheet'],
  can_approve: ['Approve results', 'Approve results'],
  full_admin: ['Full admin', 'Open the admin dashboard and manage users and accounts'],
  impersonate_admin: ['Impersonate users', 'Act as another user (super admin)'],
  create_campaign: ['Create campaigns', 'Create campaigns and start orchestrations'],
};

/** Built-in permissions (is_system) plus one custom permission admins may edit. */
export function seedPermissions(): DemoPermission[] {
  const system = Object.entries(FLAG_NAMES).map(([key, [name, description]]) => ({
    id: `perm-${key}`,
    key,
    name,
    description,
    is_system: true,
  }));
  return [
    ...system,
    {
      id: 'perm-view_reports',
      key: 'view_reports',
      name: 'View reports',
      description: 'See impression and spend reports',
      is_system: false,
    },
  ];
}

const MESSAGE_FLAGS: readonly string[] = PERMISSION_FLAGS;

/** Role name → the permission keys it grants. */
const ROLE_GRANTS: Record<string, { description: string; keys: readonly string[] }> = {
  'Super Admin': {
    description: 'Everything, in every account, including impersonation',
    keys: [...MESSAGE_FLAGS, 'full_admin', 'impersonate_admin', 'create_campaign', 'view_reports'],
  },
  Admin: {
    description: 'Administers the accounts they are assigned to',
    keys: [...MESSAGE_FLAGS, 'full_admin', 'create_campaign'],
  },
  User: {
    description: 'Works in one account with the full chat',
    keys: [...MESSAGE_FLAGS, 'create_campaign'],
  },
  Viewer: { description: 'Reads results and sends messages only', keys: ['can_send_message'] },
  Analyst: {
    description: 'Asks questions about results and exports them',
    keys: ['can_send_message', 'can_ask_assistant', 'can_export_gsheet', 'view_reports'],
  },
};

export const ROLE_IDS = {
  superAdmin: 'role-super-admin',
  admin: 'role-admin',
  user: 'role-user',
  viewer: 'role-viewer',
  analyst: 'role-analyst',
} as const;

const ROLE_ID_BY_NAME: Record<string, string> = {
  'Super Admin': ROLE_IDS.superAdmin,
  Admin: ROLE_IDS.admin,
  User: ROLE_IDS.user,
  Viewer: ROLE_IDS.viewer,
  Analyst: ROLE_IDS.analyst,
};

export function seedRoles(createdAt: string): { roles: DemoRole[]; rolePermissions: DemoRolePermission[] } {
  const roles: DemoRole[] = [];
  const rolePermissions: DemoRolePermission[] = [];
  for (const [name, grant] of Object.entries(ROLE_GRANTS)) {
    const id = ROLE_ID_BY_NAME[name] ?? `role-${name.toLowerCase()}`;
    roles.push({ id, name, description: grant.description, created_at: createdAt });
    for (const key of grant.keys) rolePermissions.push({ role_id: id, permission_id: `perm-${key}` });
  }
  return { roles, rolePermissions };
}
