import { ALLOWED_USER_ANSWER, ALLOWED_USERS_ANSWER } from '../answers/admin-users';
import { SUCCESS } from '../answers/named';
import { ADMIN_READ, describeAll } from '../described';
import { ALLOWED_USERS } from '../endpoints/allowed-users';
import { userBody, userQuery } from '../requests/acting';
import { allowUserBody } from '../requests/admin';
import { ADMIN_SEED } from './admin-seed';
import { ADMIN_TAGS } from './admin-tags';

const tag = ADMIN_TAGS.users;

export const ALLOWED_USER_CALLS = describeAll(ALLOWED_USERS, {
  list: {
    answer: ALLOWED_USERS_ANSWER,
    tag,
    summary: 'The emails allowed to sign in, with their first role and account',
    query: userQuery,
    errors: ADMIN_READ,
  },
  allow: {
    answer: ALLOWED_USER_ANSWER,
    tag,
    summary: 'Allows an email to sign in',
    body: allowUserBody,
    errors: [400, 403, 404, 409, 413],
    example: {
      body: { email: 'probe@example.com', roleId: ADMIN_SEED.userRole, accountId: ADMIN_SEED.otherAccount },
    },
  },
  remove: {
    answer: SUCCESS,
    tag,
    summary: 'Takes an email off the allowed list',
    query: userQuery,
    body: userBody,
    errors: [400, 403, 404],
    example: { params: { id: ADMIN_SEED.allowedInAccount } },
  },
});
