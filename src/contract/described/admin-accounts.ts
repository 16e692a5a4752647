import { ACCOUNT_ANSWER, ACCOUNTS_ANSWER } from '../answers/admin-accounts';
import { ADMIN_CHANGE, ADMIN_READ, describeAll } from '../described';
import { ADMIN_ACCOUNTS } from '../endpoints/admin-accounts';
import { userQuery } from '../requests/acting';
import { accountBody } from '../requests/admin';
import { ADMIN_SEED } from './admin-seed';
import { ADMIN_TAGS } from './admin-tags';

const tag = ADMIN_TAGS.accounts;

export const ADMIN_ACCOUNT_CALLS = describeAll(ADMIN_ACCOUNTS, {
  listAll: {
    answer: ACCOUNTS_ANSWER,
    tag,
    summary: 'Every account (super admins)',
    query: userQuery,
    errors: ADMIN_READ,
  },
  create: {
    answer: ACCOUNT_ANSWER,
    tag,
    summary: 'Makes an account; its creator becomes its account admin',
    body: accountBody,
    errors: [400, 403, 409, 413],
    example: { body: { name: 'Probe account' } },
  },
  update: {
    answer: ACCOUNT_ANSWER,
    tag,
    summary: 'Changes an account the admin manages',
    body: accountBody,
    errors: ADMIN_CHANGE,
    example: { params: { id: ADMIN_SEED.otherAccount }, body: { name: 'Umbrella Health' } },
  },
});
