import {
  ACCOUNT_ADMIN_ADDED_ANSWER,
  ACCOUNT_SETTINGS_ANSWER,
  ACCOUNT_USER_ANSWER,
  ACCOUNT_USERS_ANSWER,
} from '../answers/admin-accounts';
import { SUCCESS } from '../answers/named';
import { ADMIN_CHANGE, describeAll } from '../described';
import { ACCOUNT_ADMIN } from '../endpoints/account-admin';
import { userBody, userQuery } from '../requests/acting';
import { accountAdminBody, addAccountAdminBody, settingBody } from '../requests/admin';
import { ADMIN_SEED } from './admin-seed';
import { ADMIN_TAGS } from './admin-tags';

const tag = ADMIN_TAGS.accounts;
const account = { accountId: ADMIN_SEED.account };
const member = { ...account, targetId: ADMIN_SEED.regularUser };

export const ACCOUNT_ADMIN_CALLS = describeAll(ACCOUNT_ADMIN, {
  members: {
    answer: ACCOUNT_USERS_ANSWER,
    tag,
    summary: 'The users of an account the user manages',
    query: userQuery,
    errors: [400, 403, 404],
    example: { params: account },
  },
  addMember: {
    answer: ACCOUNT_ADMIN_ADDED_ANSWER,
    tag,
    summary: 'Adds a user (by id or email) to the account, as its admin or a member',
    body: addAccountAdminBody,
    errors: ADMIN_CHANGE,
    example: { params: account, body: { targetUserId: ADMIN_SEED.regularUser, isAccountAdmin: true } },
  },
  setAdmin: {
    answer: ACCOUNT_USER_ANSWER,
    tag,
    summary: 'Makes a member an admin of the account, or an admin a member',
    body: accountAdminBody,
    errors: ADMIN_CHANGE,
    example: { params: member, body: { isAccountAdmin: true } },
  },
  removeMember: {
    answer: SUCCESS,
    tag,
    summary: 'Removes a user from the account',
    query: userQuery,
    body: userBody,
    errors: [400, 403, 404],
    example: { params: member },
  },
  settings: {
    answer: ACCOUNT_SETTINGS_ANSWER,
    tag,
    summary: 'The settings of an account the user manages',
    query: userQuery,
    errors: [400, 403, 404],
    example: { params: account },
  },
  saveSetting: {
    answer: SUCCESS,
    tag,
    summary: 'Sets one setting of the account',
    body: settingBody,
    errors: ADMIN_CHANGE,
    example: { params: { ...account, settingKey: 'multi-channels' }, body: { settingValue: 'true' } },
  },
  removeSetting: {
    answer: SUCCESS,
    tag,
    summary: 'Removes one setting of the account',
    query: userQuery,
    body: userBody,
    errors: [400, 403, 404],
    example: { params: { ...account, settingKey: 'default-currency' } },
  },
});
