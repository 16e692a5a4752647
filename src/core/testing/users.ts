import type { User } from '../domain/user';
import { builderOf } from './builder';

/** A user with every field set to a neutral value; tests override what they are about. */
export const aUser = builderOf<User>({
  userId: 'u-1',
  email: 'riley.planner@example.com',
  displayName: 'Riley Planner',
  role: 'User',
  accountId: 'acc-1',
  accounts: [{ id: 'acc-1', name: 'Acme Media' }],
  enabledChannels: {},
  permissions: {},
  isSuperAdmin: false,
  isImpersonating: false,
});
