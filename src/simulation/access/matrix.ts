/**
 * The permission matrix of the demo backend as data: resource × action × role (spec 3 §6, spec 1
 * §6, spec 2 §6). Every route names the row it answers to (`Route.rule`) and reaches its resource
 * through `access/reach.ts`, which decides by this table; `matrix-walk.test.ts` calls every route
 * as every persona and expects the table's answer.
 */

/** The columns of spec 3 §6. An account admin is a user who administers some account. */
export type MatrixRole = 'super-admin' | 'admin' | 'account-admin' | 'regular';

/**
 * How far a role reaches:
 * - `none`: never;
 * - `own`: the user's own records (their chats, messages, runs, uploads) in the account they act in;
 * - `account`: records of the account they act in (one they belong to; any for a super admin);
 * - `managed`: records whose accounts they all manage ("an Admin acts only on the accounts they manage");
 * - `any`: every record.
 */
export type Reach = 'none' | 'own' | 'account' | 'managed' | 'any';

export interface MatrixRow {
  reach: Readonly<Record<MatrixRole, Reach>>;
  /** A permission flag the acting user must hold as well (spec 1 §6, spec 2 §6). */
  flag?: string;
  /** "Super Admin users can be edited only by a Super Admin" (spec 3 §5), for records about one. */
  superAdminsOnlyBySuperAdmins?: true;
}

const everyone = (reach: Reach): MatrixRow['reach'] => ({
  'super-admin': reach,
  admin: reach,
  'account-admin': reach,
  regular: reach,
});

/** Reach per column, in the order of spec 3 §6: Super Admin, Admin, Account admin, Regular user. */
const columns = (
  superAdmin: Reach,
  admin: Reach,
  accountAdmin: Reach,
  regular: Reach,
): MatrixRow['reach'] => ({
  'super-admin': superAdmin,
  admin,
  'account-admin': accountAdmin,
  regular,
});

const own = everyone('own');
const inAccount = everyone('account');
const adminsAll = columns('any', 'any', 'none', 'none');
const adminsManaged = columns('any', 'managed', 'none', 'none');
const superAdminsOnly = columns('any', 'none', 'none', 'none');
/** "Manage users and settings of own account": yes, yes, yes, no. */
const accountManagers = columns('any', 'managed', 'managed', 'none');

export const PERMISSION_MATRIX = {
  // Spec 1: a user's chats, their messages and results, their files.
  'chat:list': { reach: own },
  'chat:see': { reach: own },
  'chat:rename': { reach: own },
  'chat:pin': { reach: own, flag: 'can_manage_chat_hisotry' },
  'chat:delete': { reach: own, flag: 'can_manage_chat_hisotry' },
  'message:see': { reach: own },
  'message:send': { reach: own, flag: 'can_send_message' },
  'message:regenerate': { reach: own, flag: 'can_regenerate' },
  'message:edit': { reach: own, flag: 'can_regenerate' },
  'message:ask': { reach: own, flag: 'can_ask_assistant' },
  'message:approve': { reach: own, flag: 'can_approve' },
  'message:reject': { reach: own, flag: 'can_regenerate' },
  'file:upload': { reach: own, flag: 'can_upload_attachment' },
  'file:attach': { reach: inAccount },
  'file:change': { reach: own },
  'file:renew': { reach: own },
  'file:export': { reach: own, flag: 'can_export_gsheet' },
  /** A signed link carries its own proof (the browser opens it without headers). */
  'file:download': { reach: everyone('any') },
  'stats:see': { reach: own },
  // Spec 2 §2.1: a chat's orchestration is its owner's; the status page monitors an account's.
  'run:see': { reach: own },
  'run:stop': { reach: own },
  'run:list': { reach: columns('account', 'managed', 'managed', 'own') },
  // Spec 2 §6: campaigns and folders belong to the account; changing them needs the create permission.
  'campaign:list': { reach: inAccount },
  'campaign:see': { reach: inAccount },
  'campaign:analyse': { reach: inAccount },
  'campaign:create': { reach: inAccount, flag: 'create_campaign' },
  'campaign:change': { reach: inAccount, flag: 'create_campaign' },
  'campaign:delete': { reach: inAccount, flag: 'create_campaign' },
  'campaign:run': { reach: inAccount, flag: 'create_campaign' },
  'folder:list': { reach: inAccount },
  'folder:create': { reach: inAccount, flag: 'create_campaign' },
  'folder:change': { reach: inAccount, flag: 'create_campaign' },
  'folder:delete': { reach: inAccount, flag: 'create_campaign' },
  'account:channels': { reach: inAccount },
  // Spec 3: the administration area.
  'account:list-managed': { reach: columns('any', 'managed', 'managed', 'managed') },
  'account:list-all': { reach: superAdminsOnly },
  'account:create': { reach: adminsAll },
  'account:change': { reach: adminsManaged },
  'setting:see': { reach: columns('any', 'managed', 'managed', 'account') },
  'setting:change': { reach: accountManagers },
  'membership:list': { reach: accountManagers },
  'membership:change': { reach: accountManagers, superAdminsOnlyBySuperAdmins: true },
  'user:list': { reach: adminsAll },
  'user:change': { reach: adminsAll, superAdminsOnlyBySuperAdmins: true },
  'user:impersonate': { reach: adminsManaged, superAdminsOnlyBySuperAdmins: true },
  /** "Assign Super Admin role": any role that grants impersonate_admin, whatever its name. */
  'user:assign-super-admin': { reach: superAdminsOnly },
  'role:list': { reach: adminsAll },
  'role:change': { reach: superAdminsOnly },
  'role:grants': { reach: superAdminsOnly },
  /** Adding impersonate_admin to a role makes Super Admins of its users: the same column. */
  'role:grant-super-admin': { reach: superAdminsOnly },
  'permission:list': { reach: adminsAll },
  'permission:change': { reach: superAdminsOnly },
  'allowed-user:list': { reach: adminsManaged },
  'allowed-user:change': { reach: adminsManaged, superAdminsOnlyBySuperAdmins: true },
  'channel:list': { reach: adminsAll },
  'channel:create': { reach: adminsAll },
  'channel:change': { reach: adminsManaged },
  'channel-assignment:list': { reach: adminsManaged },
  'channel-assignment:change': { reach: adminsManaged },
  'data-export:run': { reach: superAdminsOnly },
  'audit:see': { reach: superAdminsOnly },
  /** The plain admin collections a Super Admin alone keeps (src/contract/records). */
  'super-admin-records:list': { reach: superAdminsOnly },
  'super-admin-records:change': { reach: superAdminsOnly },
  // Identity: the demo's persona picker and token (api key only), the user's own session.
  'identity:demo': { reach: everyone('any') },
  'identity:session': { reach: everyone('any') },
} as const satisfies Record<string, MatrixRow>;

export type MatrixKey = keyof typeof PERMISSION_MATRIX;
export type ResourceName = MatrixKey extends `${infer Resource}:${string}` ? Resource : never;

export function rowOf(key: MatrixKey): MatrixRow {
  return PERMISSION_MATRIX[key];
}
