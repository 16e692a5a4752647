import * as z from 'zod/mini';
import { text, userBodyFields, userIdField } from './acting';

/** The request bodies of the administration calls (spec 3 §7), each with the acting user. */

const permissionMap = z.record(z.string(), z.boolean()).check(z.describe('Permission id (or key) → granted'));

/** PUT /api/admin/users/{id}/role. */
export const assignRoleBody = z.strictObject({
  role_id: text,
  account_ids: z.optional(z.array(text).check(z.describe("The editor's accounts (our addition)"))),
  ...userBodyFields,
});

/** PUT /api/admin/users/{id}/status. */
export const userStatusBody = z.strictObject({ is_deleted: z.boolean(), ...userBodyFields });

/** POST /api/admin/roles and PUT /api/admin/roles/{id}. */
export const roleBody = z.strictObject({
  name: text,
  description: z.optional(z.string()),
  permissions: permissionMap,
  ...userBodyFields,
});

/** POST /api/admin/permissions. */
export const createPermissionBody = z.strictObject({
  key: text,
  name: text,
  description: z.optional(z.string()),
  ...userBodyFields,
});

/** PUT /api/admin/permissions/{id}: the key never changes. */
export const updatePermissionBody = z.strictObject({
  name: text,
  description: z.optional(z.string()),
  ...userBodyFields,
});

/** POST /api/admin/accounts and PUT /api/admin/accounts/{id}. */
export const accountBody = z.strictObject({
  name: text,
  description: z.optional(z.string()),
  status: z.optional(z.enum(['active', 'inactive'])),
  ...userBodyFields,
});

/** POST /api/admin/allowed-users. */
export const allowUserBody = z.strictObject({
  email: z.email(),
  roleId: text,
  accountId: text,
  ...userBodyFields,
});

/** POST /api/account-admin/accounts/{accountId}/users. */
export const addAccountAdminBody = z.strictObject({
  // One of the two: the user an admin picked, or the email an account admin typed.
  targetUserId: z.optional(text),
  targetEmail: z.optional(z.email()),
  isAccountAdmin: z.boolean(),
  ...userBodyFields,
});

/** PUT /api/account-admin/accounts/{accountId}/users/{targetId}. */
export const accountAdminBody = z.strictObject({ isAccountAdmin: z.boolean(), ...userBodyFields });

/** PUT /api/account-admin/accounts/{accountId}/settings/{settingKey}. */
export const settingBody = z.strictObject({ settingValue: z.string(), ...userBodyFields });

const fieldValues = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
  .check(z.describe("Values of the channel type's fields, by field name"));

/** POST /api/channels. */
export const createChannelBody = z.strictObject({
  name: text,
  channel_type_id: text,
  field_values: fieldValues,
  ...userBodyFields,
});

/** PUT /api/channels/{id}: the type never changes. */
export const updateChannelBody = z.strictObject({ name: text, field_values: fieldValues, ...userBodyFields });

/** POST /api/channels/accounts. */
export const assignChannelBody = z.strictObject({
  account_id: text,
  channel_id: text,
  is_enabled: z.boolean(),
  ...userBodyFields,
});

/** PUT /api/channels/accounts/{id}. */
export const channelAssignmentBody = z.strictObject({ is_enabled: z.boolean(), ...userBodyFields });

/** GET /api/admin/audit: filters by admin, target and day (yyyy-mm-dd, inclusive). */
export const auditQuery = z.strictObject({
  userId: userIdField,
  adminId: z.optional(z.string()),
  targetId: z.optional(z.string()),
  from: z.optional(z.string().check(z.describe('yyyy-mm-dd'))),
  to: z.optional(z.string().check(z.describe('yyyy-mm-dd'))),
});
