import { adminCandidates, matchesAccountUserSearch } from '../../../core/domain/admin/account-admin-rules';
import type { AccountUser, AdminAccount, AdminUser } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { Lookup } from '../../kit/collection/Lookup';
import { quoting, serverWords } from '../../kit/failure-text';
import { EntityForm } from '../../kit/form/EntityForm';
import type { AdminDeps } from '../AdminDeps';
import { type AdminColumn, type AdminSection, adminCollection } from '../common/admin-section';
import { column, dateColumn, deleteButton } from '../common/table-parts';

export interface AddAdminValues {
  userId: string;
}

const columns: AdminColumn<AccountUser>[] = [
  column('email', 'Email', (member) => member.email),
  column('name', 'Display Name', (member) => member.displayName),
  column('role', 'Role', (member) => member.roleName),
  column('admin', 'Account Admin', (member) => (member.isAccountAdmin ? 'Yes' : 'No')),
  column('added-by', 'Added By', (member) => member.addedByName ?? 'N/A'),
  dateColumn('added', 'Added On', (member) => member.createdAt),
];

/** Account Admins of one account (spec 3 §2 drill-down, §4, §5, §8). */
export function accountAdminsSection(
  deps: AdminDeps,
  account: AdminAccount,
): AdminSection<AccountUser, AddAdminValues> & { candidates(): AdminUser[] } {
  const userId = () => deps.actor.userId;
  const users = new Lookup<AdminUser[]>(
    () => deps.useCases.calls.execute('listUsers', userId()),
    [],
    ADMIN_TEXTS.availableUsersLoadFailed,
  );
  const collection = adminCollection<AccountUser>(deps, {
    load: () => deps.useCases.calls.execute('listAccountUsers', userId(), account.id),
    loadFailed: ADMIN_TEXTS.accountUsersLoadFailed,
    rowId: (member) => member.userId,
    columns,
    search: { matches: matchesAccountUserSearch, debounceMs: 0 },
    remove: {
      save: (member) => deps.useCases.calls.execute('removeAccountUser', userId(), account.id, member.userId),
      failed: quoting(ADMIN_TEXTS.removeAllowedFailed),
    },
  });
  /** Admin-role users not on the account, one per email (spec 3 §5). */
  const candidates = () => adminCandidates(users.value, collection.list.all);
  const addPressed = async () => {
    const form = new EntityForm<AddAdminValues>({
      title: 'Add Admin',
      submitLabel: 'Add Admin',
      initial: { userId: '' },
      save: async (values) => {
        collection.noticed(null);
        const added = await deps.useCases.addAccountAdmin.execute({
          userId: userId(),
          accountId: account.id,
          targetUserId: values.userId || null,
        });
        if (added.ok) collection.noticed(added.value.message);
        // An answer about another user is a system error: the list is read again (spec 3 §7).
        else if (added.kind !== 'not-allowed') void collection.load();
        return added;
      },
      failed: serverWords,
    });
    // The picker waits (busy) until the users have answered.
    const loaded = users.load();
    collection.formOpened(form);
    // Only a failure speaks: a save pressed while the users load keeps its own answer.
    const problem = await loaded;
    if (problem) form.errorShown(problem);
  };
  return {
    collection,
    candidates,
    view: {
      heading: `Account Admins — ${account.name}`,
      headingId: 'account-drill-heading',
      table: 'Account users',
      add: { label: 'Add Admin', pressed: addPressed },
      search: { label: 'Search account users', placeholder: ADMIN_TEXTS.searchAccountUsers },
      columns,
      buttons: [
        deleteButton(collection, (member) => `${member.email} from the account`, { label: 'Remove' }),
      ],
      confirm: {
        title: 'Remove user',
        question: (member) => `Remove ${member.email} from ${account.name}?`,
        label: 'Remove',
      },
      fields: () => [
        {
          kind: 'select',
          name: 'userId',
          label: 'User',
          placeholder: 'Select a user',
          busy: users.loading,
          choices: candidates().map((user) => ({
            value: user.id,
            label: `${user.displayName} (${user.email})`,
          })),
        },
      ],
    },
  };
}
