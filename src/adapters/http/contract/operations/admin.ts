import { userBody, userQuery } from '../../../../contract/requests/acting';
import {
  allowUserBody,
  assignRoleBody,
  auditQuery,
  createPermissionBody,
  roleBody,
  updatePermissionBody,
  userStatusBody,
} from '../../../../contract/requests/admin';
import { successAnswer } from '../../../../contract/requests/answers';
import { audienceExportAnswer, auditEntriesAnswer } from '../../schemas/admin-export';
import {
  permissionSchema,
  permissionsAnswer,
  roleAnswer,
  rolePermissionIdsAnswer,
  rolesAnswer,
} from '../../schemas/admin-roles';
import {
  adminUserRowSchema,
  adminUsersAnswer,
  allowedUserAnswer,
  allowedUsersAnswer,
} from '../../schemas/admin-users';
import { wrapped } from '../../schemas/lenient';
import { ADMIN_CHANGE as CHANGE, type Operation, ADMIN_READ as READ } from '../operation';

const users = 'Administration: users, roles, permissions';
const audit = 'Administration: export and audit';

/** What a change answers: the record as it now is (no adapter reads it: it reloads the list). */
const userAnswer = wrapped(adminUserRowSchema, ['user']);
const permissionAnswer = wrapped(permissionSchema, ['permission']);

/** Users, roles, permissions, allowed users, export and audit (spec 3 §7). */
export const adminOperations: Operation[] = [
  {
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Every user with their role and accounts',
    tag: users,
    query: userQuery,
    answer: adminUsersAnswer,
    errors: READ,
  },
  {
    method: 'PUT',
    path: '/api/admin/users/{id}/role',
    summary: 'Gives a user a role (and, for a non-Admin role, one account)',
    tag: users,
    body: assignRoleBody,
    answer: userAnswer,
    errors: CHANGE,
  },
  {
    method: 'PUT',
    path: '/api/admin/users/{id}/status',
    summary: 'Deactivates or reactivates a user',
    tag: users,
    body: userStatusBody,
    answer: userAnswer,
    errors: CHANGE,
  },
  {
    method: 'GET',
    path: '/api/admin/roles',
    summary: 'The roles',
    tag: users,
    query: userQuery,
    answer: rolesAnswer,
    errors: READ,
  },
  {
    method: 'POST',
    path: '/api/admin/roles',
    summary: 'Makes a role (super admins)',
    tag: users,
    body: roleBody,
    answer: roleAnswer,

    errors: [400, 403, 409, 413],
  },
  {
    method: 'PUT',
    path: '/api/admin/roles/{id}',
    summary: 'Changes a role (super admins)',
    tag: users,
    body: roleBody,
    answer: roleAnswer,
    errors: [...CHANGE, 409],
  },
  {
    method: 'DELETE',
    path: '/api/admin/roles/{id}',
    summary: 'Deletes a role; 409 while users hold it',
    tag: users,
    query: userQuery,
    answer: successAnswer,
    errors: [400, 403, 404, 409],
  },
  {
    method: 'GET',
    path: '/api/admin/roles/{id}/permissions',
    summary: 'The permissions a role grants',
    tag: users,
    query: userQuery,
    answer: rolePermissionIdsAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/admin/permissions',
    summary: 'The permissions',
    tag: users,
    query: userQuery,
    answer: permissionsAnswer,
    errors: READ,
  },
  {
    method: 'POST',
    path: '/api/admin/permissions',
    summary: 'Adds a permission (super admins)',
    tag: users,
    body: createPermissionBody,
    answer: permissionAnswer,

    errors: [400, 403, 409, 413],
  },
  {
    method: 'PUT',
    path: '/api/admin/permissions/{id}',
    summary: 'Renames a permission; its key never changes',
    tag: users,
    body: updatePermissionBody,
    answer: permissionAnswer,
    errors: CHANGE,
  },
  {
    method: 'DELETE',
    path: '/api/admin/permissions/{id}',
    summary: 'Deletes a permission; system permissions stay (403)',
    tag: users,
    query: userQuery,
    answer: successAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/admin/allowed-users',
    summary: 'The emails allowed to sign in, with their first role and account',
    tag: users,
    query: userQuery,
    answer: allowedUsersAnswer,
    errors: READ,
  },
  {
    method: 'POST',
    path: '/api/admin/allowed-users',
    summary: 'Allows an email to sign in',
    tag: users,
    body: allowUserBody,
    answer: allowedUserAnswer,

    errors: [400, 403, 404, 409, 413],
  },
  {
    method: 'DELETE',
    path: '/api/admin/allowed-users/{id}',
    summary: 'Takes an email off the allowed list',
    tag: users,
    query: userQuery,
    body: userBody,
    answer: successAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'POST',
    path: '/api/admin/adara-data-export',
    summary: 'Exports the audience data (super admins)',
    tag: audit,
    body: userBody,
    answer: audienceExportAnswer,
    errors: [400, 403],
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'What admins did while impersonating, newest first (super admins; our addition)',
    tag: audit,
    query: auditQuery,
    answer: auditEntriesAnswer,
    errors: READ,
  },
];
