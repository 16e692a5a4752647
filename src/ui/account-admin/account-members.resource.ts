import { matchesAccountUserSearch } from '../../core/domain/admin/account-admin-rules';
import type { AccountUser, AdminAccount } from '../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../core/domain/admin/texts';
import type { AdminDeps } from '../admin/AdminDeps';
import {
  type AdminColumn,
  type AdminSection,
  adminCollection,
  type RowButton,
} from '../admin/common/admin-section';
import { column, dateColumn, deleteButton } from '../admin/common/table-parts';
import { quoting, serverWords } from '../kit/failure-text';
import { EntityForm } from '../kit/form/EntityForm';

export const ACCOUNT_ROLES = { admin: 'Account admin', member: 'Member' } as const;

export interface AddMemberValues {
  email: string;
  role: keyof typeof ACCOUNT_ROLES;
}

const roleInAccount = (member: AccountUser) =>
  member.isAccountAdmin ? ACCOUNT_ROLES.admin : ACCOUNT_ROLES.member;

const columns: AdminColumn<AccountUser>[] = [
  column('email', 'Email', (member) => member.email, { sort: 'text' }),
  column('name', 'Display Name', (member) => member.displayName, { sort: 'text' }),
  column('account-role', 'Role in account', roleInAccount, {
    sort: 'text',
    look: (member) => (member.isAccountAdmin ? 'highlighted' : 'badge'),
  }),
  column('role', 'Role', (member) => member.roleName),
  dateColumn('added', 'Added On', (member) => member.createdAt),
];

/**
 * The users of one account, as its account admin manages them (spec 3 §6): add by email as a
 * member or an account admin, change a member's role within the account, remove with confirmation.
 */
export function accountMembersSection(
  deps: AdminDeps,
  account: AdminAccount,
): AdminSection<AccountUser, AddMemberValues> {
  const userId = () => deps.actor.userId;
  const collection = adminCollection<AccountUser>(deps, {
    load: () => deps.useCases.calls.execute('listAccountUsers', userId(), account.id),
    loadFailed: ADMIN_TEXTS.accountUsersLoadFailed,
    rowId: (member) => member.userId,
    columns,
    initialSort: { column: 'email', direction: 'asc' },
    search: { matches: matchesAccountUserSearch, debounceMs: 0 },
    remove: {
      save: (member) => deps.useCases.calls.execute('removeAccountUser', userId(), account.id, member.userId),
      failed: quoting(ADMIN_TEXTS.removeAllowedFailed),
    },
  });
  const roleChanged = async (member: AccountUser, isAccountAdmin: boolean) => {
    collection.noticed(null);
    const changed = await collection.attempt(
      () =>
        deps.useCases.changeAccountRole.execute({
          userId: userId(),
          accountId: account.id,
          member,
          isAccountAdmin,
        }),
      quoting(ADMIN_TEXTS.accountRoleFailed),
    );
    if (changed.ok)
      collection.list.replaced(
        (candidate) => candidate.userId === member.userId,
        (candidate) => ({ ...candidate, isAccountAdmin }),
      );
  };
  const roleButton = (isAccountAdmin: boolean): RowButton<AccountUser> => {
    const label = isAccountAdmin ? 'Make account admin' : 'Make member';
    return {
      label,
      name: (member) => `${label}: ${member.email}`,
      shown: (member) => member.isAccountAdmin !== isAccountAdmin,
      pressed: (member) => roleChanged(member, isAccountAdmin),
    };
  };
  const addPressed = () =>
    collection.formOpened(
      new EntityForm<AddMemberValues>({
        title: 'Add User',
        submitLabel: 'Add User',
        initial: { email: '', role: 'member' },
        save: async (values) => {
          collection.noticed(null);
          const added = await deps.useCases.addAccountUser.execute({
            userId: userId(),
            accountId: account.id,
            email: values.email,
            isAccountAdmin: values.role === 'admin',
          });
          if (added.ok) collection.noticed(added.value.message);
          return added;
        },
        failed: serverWords,
      }),
    );
  return {
    collection,
    view: {
      heading: `Users — ${account.name}`,
      headingId: 'account-admin-heading',
      table: 'Account users',
      add: { label: 'Add User', pressed: addPressed },
      search: { label: 'Search account users', placeholder: ADMIN_TEXTS.searchAccountUsers },
      columns,
      buttons: [
        roleButton(true),
        roleButton(false),
        deleteButton(collection, (member) => `${member.email} from the account`, { label: 'Remove' }),
      ],
      empty: { texts: ['No users in this account yet.'] },
      confirm: {
        title: 'Remove user',
        question: (member) => `Remove ${member.email} from ${account.name}?`,
        label: 'Remove',
      },
      fields: () => [
        { kind: 'text', name: 'email', label: 'Email', type: 'email', required: true },
        {
          kind: 'select',
          name: 'role',
          label: 'Role in account',
          placeholder: 'Select a role',
          choices: Object.entries(ACCOUNT_ROLES).map(([value, label]) => ({ value, label })),
        },
      ],
    },
  };
}
