import { ROLE_ANSWER, ROLE_GRANTS_ANSWER, ROLES_ANSWER } from '../answers/admin-users';
import { SUCCESS } from '../answers/named';
import { ADMIN_CHANGE, ADMIN_READ, describeAll } from '../described';
import { ROLES } from '../endpoints/roles';
import { userQuery } from '../requests/acting';
import { roleBody } from '../requests/admin';
import { ADMIN_SEED } from './admin-seed';
import { ADMIN_TAGS } from './admin-tags';

const tag = ADMIN_TAGS.users;
const role = { id: ADMIN_SEED.customRole };

export const ROLE_CALLS = describeAll(ROLES, {
  list: {
    answer: ROLES_ANSWER,
    tag,
    summary: 'The roles',
    query: userQuery,
    errors: ADMIN_READ,
  },
  create: {
    answer: ROLE_ANSWER,
    tag,
    summary: 'Makes a role (super admins)',
    body: roleBody,
    errors: [400, 403, 409, 413],
    example: { body: { name: 'Probe role', permissions: {} } },
  },
  update: {
    answer: ROLE_ANSWER,
    tag,
    summary: 'Changes a role (super admins)',
    body: roleBody,
    errors: [...ADMIN_CHANGE, 409],
    example: { params: role, body: { name: 'Analyst', permissions: {} } },
  },
  remove: {
    answer: SUCCESS,
    tag,
    summary: 'Deletes a role; 409 while users hold it',
    query: userQuery,
    errors: [400, 403, 404, 409],
    example: { params: role },
  },
  grants: {
    answer: ROLE_GRANTS_ANSWER,
    tag,
    summary: 'The permissions a role grants',
    query: userQuery,
    errors: [400, 403, 404],
    example: { params: { id: ADMIN_SEED.userRole } },
  },
});
