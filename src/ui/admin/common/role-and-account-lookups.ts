import type { AdminAccount, Role } from '../../../core/domain/admin/entities';
import { Lookup } from '../../kit/collection/Lookup';
import type { AdminDeps } from '../AdminDeps';

/**
 * The roles and accounts a form offers (the user editor, Add User of the allowed list), read
 * with the table; a failure is only logged (spec 3 §8) and the form offers what it had.
 */
export function roleAndAccountLookups(deps: AdminDeps): {
  roles: Lookup<Role[]>;
  accounts: Lookup<AdminAccount[]>;
} {
  const userId = () => deps.actor.userId;
  return {
    roles: new Lookup<Role[]>(() => deps.useCases.calls.execute('listRoles', userId()), [], null),
    accounts: new Lookup<AdminAccount[]>(
      () => deps.useCases.loadAccounts.execute({ userId: userId() }),
      [],
      null,
    ),
  };
}
