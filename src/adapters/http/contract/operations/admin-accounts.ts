import { userBody, userQuery } from '../../../../contract/requests/acting';
import {
  accountAdminBody,
  accountBody,
  addAccountAdminBody,
  settingBody,
} from '../../../../contract/requests/admin';
import { successAnswer } from '../../../../contract/requests/answers';
import {
  accountSettingsAnswer,
  accountUserSchema,
  accountUsersAnswer,
  addAccountAdminAnswer,
  adminAccountSchema,
  adminAccountsAnswer,
} from '../../schemas/admin-accounts';
import { wrapped } from '../../schemas/lenient';
import { ADMIN_CHANGE as CHANGE, type Operation, ADMIN_READ as READ } from '../operation';

const accounts = 'Administration: accounts';

/** What a change answers: the record as it now is. */
const accountAnswer = wrapped(adminAccountSchema, ['account']);
const accountUserAnswer = wrapped(accountUserSchema, ['user']);

/** Accounts, their admins and their settings (spec 3 §7). */
export const adminAccountOperations: Operation[] = [
  {
    method: 'GET',
    path: '/api/admin/accounts',
    summary: 'Every account (super admins)',
    tag: accounts,
    query: userQuery,
    answer: adminAccountsAnswer,
    errors: READ,
  },
  {
    method: 'POST',
    path: '/api/admin/accounts',
    summary: 'Makes an account; its creator becomes its account admin',
    tag: accounts,
    body: accountBody,
    answer: accountAnswer,

    errors: [400, 403, 409, 413],
  },
  {
    method: 'PUT',
    path: '/api/admin/accounts/{id}',
    summary: 'Changes an account the admin manages',
    tag: accounts,
    body: accountBody,
    answer: accountAnswer,
    errors: CHANGE,
  },
  {
    method: 'GET',
    path: '/api/account-admin/accounts/{accountId}/users',
    summary: 'The users of an account the user manages',
    tag: accounts,
    query: userQuery,
    answer: accountUsersAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'POST',
    path: '/api/account-admin/accounts/{accountId}/users',
    summary: 'Adds a user (by id or email) to the account, as its admin or a member',
    tag: accounts,
    body: addAccountAdminBody,
    answer: addAccountAdminAnswer,
    errors: CHANGE,
  },
  {
    method: 'PUT',
    path: '/api/account-admin/accounts/{accountId}/users/{targetId}',
    summary: 'Makes a member an admin of the account, or an admin a member',
    tag: accounts,
    body: accountAdminBody,
    answer: accountUserAnswer,
    errors: CHANGE,
  },
  {
    method: 'DELETE',
    path: '/api/account-admin/accounts/{accountId}/users/{targetId}',
    summary: 'Removes a user from the account',
    tag: accounts,
    query: userQuery,
    body: userBody,
    answer: successAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/account-admin/accounts/{accountId}/settings',
    summary: 'The settings of an account the user manages',
    tag: accounts,
    query: userQuery,
    answer: accountSettingsAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'PUT',
    path: '/api/account-admin/accounts/{accountId}/settings/{settingKey}',
    summary: 'Sets one setting of the account',
    tag: accounts,
    body: settingBody,
    answer: successAnswer,
    errors: CHANGE,
  },
  {
    method: 'DELETE',
    path: '/api/account-admin/accounts/{accountId}/settings/{settingKey}',
    summary: 'Removes one setting of the account',
    tag: accounts,
    query: userQuery,
    body: userBody,
    answer: successAnswer,
    errors: [400, 403, 404],
  },
];
