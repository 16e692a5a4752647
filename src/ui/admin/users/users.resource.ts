import type { AdminAccount, AdminUser, Role } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { isHighlightedRole, matchesUserSearch } from '../../../core/domain/admin/user-rules';
import type { Lookup } from '../../kit/collection/Lookup';
import { quoting } from '../../kit/failure-text';
import type { EntityForm } from '../../kit/form/EntityForm';
import type { AdminDeps } from '../AdminDeps';
import { lastLogin } from '../common/admin-format';
import { type AdminColumn, type AdminSection, adminCollection } from '../common/admin-section';
import { roleAndAccountLookups } from '../common/role-and-account-lookups';
import { column } from '../common/table-parts';
import { type UserEditorValues, userEditor, userEditorFields } from './user-editor';

/** Spec 3 §9: typing in the search waits 300 ms before it applies. */
export const USER_SEARCH_DEBOUNCE_MS = 300;
/** Rows drawn at first; 'Show more' adds as many again, so 5,000 users stay quick. */
export const USER_PAGE_SIZE = 100;

const accountNames = (user: AdminUser) => user.accounts.map((account) => account.name).join(', ');
const statusOf = (user: AdminUser) => (user.isDeleted ? 'Inactive' : 'Active');

const columns: AdminColumn<AdminUser>[] = [
  column('email', 'Email', (user) => user.email, { sort: 'text' }),
  column('display_name', 'Display Name', (user) => user.displayName, { sort: 'text' }),
  column('role', 'Role', (user) => user.roleName, {
    sort: 'text',
    text: (user) => user.roleName || 'No role',
    look: (user) => (isHighlightedRole(user) ? 'highlighted' : 'badge'),
  }),
  column('account', 'Account', accountNames, { sort: 'text', text: (user) => accountNames(user) || '—' }),
  column('last_login', 'Last Login', (user) => user.lastLogin, {
    sort: 'date',
    text: (user) => lastLogin(user.lastLogin),
  }),
  column('status', 'Status', statusOf, { sort: 'text' }),
];

/** The Users tab (spec 3 §2 User Management): search, sort, the editor, impersonation. */
export function usersSection(deps: AdminDeps): AdminSection<AdminUser, UserEditorValues> & {
  roles: Lookup<Role[]>;
  accounts: Lookup<AdminAccount[]>;
  mayImpersonate(user: AdminUser): boolean;
  mayEdit(user: AdminUser): boolean;
  editPressed(user: AdminUser): EntityForm<UserEditorValues>;
  impersonatePressed(user: AdminUser): Promise<string | undefined>;
} {
  const userId = () => deps.actor.userId;
  const { roles, accounts } = roleAndAccountLookups(deps);
  const collection = adminCollection<AdminUser>(deps, {
    load: () => deps.useCases.calls.execute('listUsers', userId()),
    loadFailed: ADMIN_TEXTS.usersLoadFailed,
    lookups: [roles, accounts],
    rowId: (user) => user.id,
    columns,
    initialSort: { column: 'last_login', direction: 'desc' },
    search: { matches: matchesUserSearch, debounceMs: USER_SEARCH_DEBOUNCE_MS },
    pageSize: USER_PAGE_SIZE,
  });
  /** Super Admins cannot be impersonated; nobody impersonates themselves or an inactive user. */
  const mayImpersonate = (user: AdminUser) => !user.isSuperAdmin && user.id !== userId() && !user.isDeleted;
  /** Only a Super Admin edits a Super Admin (spec 3 §5, §6): admins see no Edit on their rows. */
  const mayEdit = (user: AdminUser) => deps.actor.isSuperAdmin || !user.isSuperAdmin;
  const editPressed = (user: AdminUser) => {
    const form = userEditor(deps, user, roles.value);
    collection.formOpened(form);
    return form;
  };
  /** Starts impersonating; answers where the page goes then (the chat), or nothing when it failed. */
  const impersonatePressed = async (user: AdminUser) => {
    const started = await deps.actor.startImpersonation(user.id);
    collection.actions.reported(started.ok ? null : quoting(ADMIN_TEXTS.impersonateFailed)(started.message));
    return started.ok ? '/' : undefined;
  };
  return {
    collection,
    roles,
    accounts,
    mayImpersonate,
    mayEdit,
    editPressed,
    impersonatePressed,
    view: {
      heading: 'User Management',
      headingId: 'users-heading',
      table: 'Users',
      search: { label: 'Search users', placeholder: ADMIN_TEXTS.searchUsers, withButton: true },
      columns,
      buttons: [
        { label: 'Edit', name: (user) => `Edit role of ${user.email}`, shown: mayEdit, pressed: editPressed },
        {
          label: 'Impersonate',
          name: (user) => `Impersonate ${user.email}`,
          shown: mayImpersonate,
          pressed: impersonatePressed,
        },
      ],
      empty: { texts: [ADMIN_TEXTS.noUsers] },
      fields: (form) => userEditorFields(form, roles.value, accounts.value, deps.actor.isSuperAdmin),
      noun: 'users',
    },
  };
}
