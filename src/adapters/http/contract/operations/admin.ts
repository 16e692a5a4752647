import { ADMIN_TOOL_CALLS } from '../../../../contract/described/admin-tools';
import { ALLOWED_USER_CALLS } from '../../../../contract/described/allowed-users';
import { PERMISSION_CALLS } from '../../../../contract/described/permissions';
import { ROLE_CALLS } from '../../../../contract/described/roles';
import { USER_CALLS } from '../../../../contract/described/users';
import { DESCRIBED_RECORDS } from '../../../../contract/records/described';
import { successAnswer } from '../../../../contract/requests/answers';
import { audienceExportAnswer, auditEntriesAnswer } from '../../schemas/admin-export';
import { recordAnswer, recordsAnswer } from '../../schemas/admin-records';
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
import { answered, type Operation } from '../operation';

const _users = 'Administration: users, roles, permissions';
const _audit = 'Administration: export and audit';

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
  ...answered(ALLOWED_USER_CALLS, {
    list: allowedUsersAnswer,
    allow: allowedUserAnswer,
    remove: successAnswer,
  }),
  ...answered(ADMIN_TOOL_CALLS, { dataExport: audienceExportAnswer, audit: auditEntriesAnswer }),
  ...DESCRIBED_RECORDS.flatMap(({ collection, calls }) =>
    answered(calls, {
      list: recordsAnswer(collection),
      create: recordAnswer(collection),
      update: recordAnswer(collection),
      remove: successAnswer,
    }),
  ),
];
