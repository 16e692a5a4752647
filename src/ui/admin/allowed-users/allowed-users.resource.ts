import type { AdminAccount, AllowedUser, Role } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { ADMIN_ROLE_NAME, rolesOfferedTo } from '../../../core/domain/admin/user-rules';
import type { Lookup } from '../../kit/collection/Lookup';
import { quoting } from '../../kit/failure-text';
import { EntityForm } from '../../kit/form/EntityForm';
import type { AdminDeps } from '../AdminDeps';
import { type AdminColumn, type AdminSection, adminCollection } from '../common/admin-section';
import { roleAndAccountLookups } from '../common/role-and-account-lookups';
import { column, dateColumn, deleteButton } from '../common/table-parts';

export interface AllowedUserValues {
  email: string;
  roleId: string;
  accountId: string;
}

const columns: AdminColumn<AllowedUser>[] = [
  column('email', 'Email', (entry) => entry.email, { sort: 'text' }),
  column('role', 'Initial Role', (entry) => entry.initialRoleName, { sort: 'text' }),
  column('account', 'Initial Account', (entry) => entry.initialAccountName, { sort: 'text' }),
  dateColumn('added', 'Added On', (entry) => entry.createdAt, { sortable: true }),
];

/** The Allowed Users tab (spec 3 §2, §5, §8). */
export function allowedUsersSection(deps: AdminDeps): AdminSection<AllowedUser, AllowedUserValues> & {
  roles: Lookup<Role[]>;
  accounts: Lookup<AdminAccount[]>;
  /** The roles Add User offers: Super Admin only to super admins (read from the stored session). */
  roleChoices(): Role[];
} {
  const userId = () => deps.actor.userId;
  const { roles, accounts } = roleAndAccountLookups(deps);
  const collection = adminCollection<AllowedUser>(deps, {
    load: () => deps.useCases.calls.execute('listAllowedUsers', userId()),
    loadFailed: ADMIN_TEXTS.allowedLoadFailed,
    lookups: [roles, accounts],
    rowId: (entry) => entry.id,
    columns,
    initialSort: { column: 'email', direction: 'asc' },
    remove: {
      save: (entry) => deps.useCases.calls.execute('removeAllowedUser', userId(), entry.id),
      failed: quoting(ADMIN_TEXTS.removeAllowedFailed),
    },
  });
  const roleChoices = () => rolesOfferedTo(roles.value, deps.actor.isSuperAdmin);
  const addPressed = () =>
    collection.formOpened(
      new EntityForm<AllowedUserValues>({
        title: 'Add User',
        submitLabel: 'Add User',
        initial: { email: '', roleId: '', accountId: '' },
        save: (values) =>
          deps.useCases.allowUser.execute({
            userId: userId(),
            actorIsSuperAdmin: deps.actor.isSuperAdmin,
            email: values.email,
            role: roles.value.find((role) => role.id === values.roleId) ?? null,
            accountId: values.accountId || null,
          }),
        failed: quoting(ADMIN_TEXTS.addAllowedFailed),
      }),
    );
  return {
    collection,
    roles,
    accounts,
    roleChoices,
    view: {
      heading: 'Allowed Users',
      headingId: 'allowed-heading',
      table: 'Allowed users',
      add: { label: 'Add User', pressed: addPressed },
      columns,
      buttons: [deleteButton(collection, (entry) => entry.email, { label: 'Remove' })],
      empty: { texts: [ADMIN_TEXTS.noAllowedUsers, ADMIN_TEXTS.noAllowedUsersHint] },
      confirm: {
        title: 'Remove allowed user',
        question: (entry) => `Remove ${entry.email} from the allowed users?`,
        label: 'Remove',
      },
      fields: (form) => [
        { kind: 'text', name: 'email', label: 'Email', type: 'email', required: true },
        {
          kind: 'select',
          name: 'roleId',
          label: 'Initial Role',
          placeholder: 'Select a role',
          required: true,
          choices: roleChoices().map((role) => ({ value: role.id, label: role.name })),
        },
        ...(roles.value.find((role) => role.id === form.values.roleId)?.name === ADMIN_ROLE_NAME
          ? [{ kind: 'note' as const, text: ADMIN_TEXTS.adminRoleNote }]
          : []),
        {
          kind: 'select',
          name: 'accountId',
          label: 'Initial Account',
          placeholder: 'Select an account',
          required: true,
          choices: accounts.value.map((account) => ({ value: account.id, label: account.name })),
        },
      ],
    },
  };
}
