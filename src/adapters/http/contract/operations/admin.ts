import { PERMISSION_CALLS } from '../../../../contract/described/permissions';
import { ROLE_CALLS } from '../../../../contract/described/roles';
import { USER_CALLS } from '../../../../contract/described/users';
import { userBody, userQuery } from '../../../../contract/requests/acting';
import { allowUserBody, auditQuery } from '../../../../contract/requests/admin';
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
import { answered, type Operation, ADMIN_READ as READ } from '../operation';

const users = 'Administration: users, roles, permissions';
const audit = 'Administration: export and audit';

/** What a change answers: the record as it now is (no adapter reads it: it reloads the list). */
const userAnswer = wrapped(adminUserRowSchema, ['user']);
const permissionAnswer = wrapped(permissionSchema, ['permission']);

/** Users, roles, permissions, allowed users, export and audit (spec 3 §7). */
export const adminOperations: Operation[] = [
  ...answered(USER_CALLS, { list: adminUsersAnswer, assignRole: userAnswer, setStatus: userAnswer }),
  ...answered(ROLE_CALLS, {
    list: rolesAnswer,
    create: roleAnswer,
    update: roleAnswer,
    remove: successAnswer,
    grants: rolePermissionIdsAnswer,
  }),
  ...answered(PERMISSION_CALLS, {
    list: permissionsAnswer,
    create: permissionAnswer,
    update: permissionAnswer,
    remove: successAnswer,
  }),
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
