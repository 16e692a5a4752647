import { ACCOUNT_ADMIN_CALLS } from '../../../../contract/described/account-admin';
import { ADMIN_ACCOUNT_CALLS } from '../../../../contract/described/admin-accounts';
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
import { answered, type Operation } from '../operation';

/** What a change answers: the record as it now is. */
const accountAnswer = wrapped(adminAccountSchema, ['account']);
const accountUserAnswer = wrapped(accountUserSchema, ['user']);

/** Accounts, their admins and their settings (spec 3 §7). */
export const adminAccountOperations: Operation[] = [
  ...answered(ADMIN_ACCOUNT_CALLS, {
    listAll: adminAccountsAnswer,
    create: accountAnswer,
    update: accountAnswer,
  }),
  ...answered(ACCOUNT_ADMIN_CALLS, {
    members: accountUsersAnswer,
    addMember: addAccountAdminAnswer,
    setAdmin: accountUserAnswer,
    removeMember: successAnswer,
    settings: accountSettingsAnswer,
    saveSetting: successAnswer,
    removeSetting: successAnswer,
  }),
];
