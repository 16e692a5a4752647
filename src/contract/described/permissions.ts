import { PERMISSION_ANSWER, PERMISSIONS_ANSWER } from '../answers/admin-users';
import { SUCCESS } from '../answers/named';
import { ADMIN_CHANGE, ADMIN_READ, describeAll } from '../described';
import { PERMISSIONS } from '../endpoints/permissions';
import { userQuery } from '../requests/acting';
import { createPermissionBody, updatePermissionBody } from '../requests/admin';
import { ADMIN_SEED } from './admin-seed';
import { ADMIN_TAGS } from './admin-tags';

const tag = ADMIN_TAGS.users;
const permission = { id: ADMIN_SEED.customPermission };

export const PERMISSION_CALLS = describeAll(PERMISSIONS, {
  list: {
    answer: PERMISSIONS_ANSWER,
    tag,
    summary: 'The permissions',
    query: userQuery,
    errors: ADMIN_READ,
  },
  create: {
    answer: PERMISSION_ANSWER,
    tag,
    summary: 'Adds a permission (super admins)',
    body: createPermissionBody,
    errors: [400, 403, 409, 413],
    example: { body: { key: 'probe_key', name: 'Probe' } },
  },
  update: {
    answer: PERMISSION_ANSWER,
    tag,
    summary: 'Renames a permission; its key never changes',
    body: updatePermissionBody,
    errors: ADMIN_CHANGE,
    example: { params: permission, body: { name: 'View reports' } },
  },
  remove: {
    answer: SUCCESS,
    tag,
    summary: 'Deletes a permission; system permissions stay (403)',
    query: userQuery,
    errors: [400, 403, 404],
    example: { params: permission },
  },
});
