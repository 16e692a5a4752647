import { USER_ANSWER, USERS_ANSWER } from '../answers/admin-users';
import { ADMIN_CHANGE, ADMIN_READ, describeAll } from '../described';
import { USERS } from '../endpoints/users';
import { userQuery } from '../requests/acting';
import { assignRoleBody, userStatusBody } from '../requests/admin';
import { ADMIN_SEED } from './admin-seed';
import { ADMIN_TAGS } from './admin-tags';

const tag = ADMIN_TAGS.users;

export const USER_CALLS = describeAll(USERS, {
  list: {
    answer: USERS_ANSWER,
    tag,
    summary: 'Every user with their role and accounts',
    query: userQuery,
    errors: ADMIN_READ,
  },
  assignRole: {
    answer: USER_ANSWER,
    tag,
    summary: 'Gives a user a role (and, for a non-Admin role, one account)',
    body: assignRoleBody,
    errors: ADMIN_CHANGE,
    example: { params: { id: ADMIN_SEED.regularUser }, body: { role_id: ADMIN_SEED.userRole } },
  },
  setStatus: {
    answer: USER_ANSWER,
    tag,
    summary: 'Deactivates or reactivates a user',
    body: userStatusBody,
    errors: ADMIN_CHANGE,
    example: { params: { id: ADMIN_SEED.superAdmin }, body: { is_deleted: false } },
  },
});
