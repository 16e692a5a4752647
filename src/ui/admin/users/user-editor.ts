import type { AdminAccount, AdminUser, Role } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { ADMIN_ROLE_NAME, accountsForRole, rolesOfferedTo } from '../../../core/domain/admin/user-rules';
import { serverWords } from '../../kit/failure-text';
import { EntityForm } from '../../kit/form/EntityForm';
import type { FieldSpec } from '../../kit/form/fields';
import type { AdminDeps } from '../AdminDeps';

export interface UserEditorValues {
  roleId: string;
  /** Every account held (the checkboxes of an Admin). */
  accountIds: readonly string[];
  /** The one account of any other role (its select). */
  accountId: string;
  status: 'active' | 'inactive';
}

const roleNameOf = (roles: readonly Role[], roleId: string) =>
  roles.find((role) => role.id === roleId)?.name ?? '';

/**
 * 'Edit User Role & Account Assignments' (spec 3 §2, §4, §5): a non-Admin role keeps only the
 * first account; the use case checks every rule of §5 before anything is sent.
 */
export function userEditor(
  deps: AdminDeps,
  user: AdminUser,
  roles: readonly Role[],
): EntityForm<UserEditorValues> {
  const accountIds = user.accounts.map((account) => account.id);
  return new EntityForm<UserEditorValues>({
    title: 'Edit User Role & Account Assignments',
    submitLabel: 'Save Changes',
    editing: true,
    initial: {
      roleId: roles.some((role) => role.id === user.roleId) ? user.roleId : '',
      accountIds,
      accountId: accountIds[0] ?? '',
      status: user.isDeleted ? 'inactive' : 'active',
    },
    adjusted: (next, previous) => {
      let held =
        next.accountId !== previous.accountId ? (next.accountId ? [next.accountId] : []) : next.accountIds;
      if (next.roleId !== previous.roleId) held = accountsForRole(roleNameOf(roles, next.roleId), held);
      return { ...next, accountIds: held, accountId: held[0] ?? '' };
    },
    save: (values) =>
      deps.useCases.saveUserAssignment.execute({
        userId: deps.actor.userId,
        actorIsSuperAdmin: deps.actor.isSuperAdmin,
        user,
        roles,
        roleId: values.roleId || null,
        accountIds: values.accountIds,
        isDeleted: values.status === 'inactive',
      }),
    failed: { refused: serverWords, otherwise: ADMIN_TEXTS.userUpdateFailed },
  });
}

/** The editor's fields: the accounts are checkboxes for an Admin, a single select otherwise. */
export function userEditorFields(
  form: EntityForm<UserEditorValues>,
  roles: readonly Role[],
  accounts: readonly AdminAccount[],
  actorIsSuperAdmin: boolean,
): FieldSpec<UserEditorValues>[] {
  const accountChoices = accounts.map((account) => ({ value: account.id, label: account.name }));
  const isAdminRole = roleNameOf(roles, form.values.roleId) === ADMIN_ROLE_NAME;
  return [
    {
      kind: 'select',
      name: 'roleId',
      label: 'Role',
      placeholder: 'Select a role',
      choices: rolesOfferedTo(roles, actorIsSuperAdmin).map((role) => ({ value: role.id, label: role.name })),
    },
    isAdminRole
      ? { kind: 'checklist', name: 'accountIds', legend: 'Accounts', choices: accountChoices }
      : {
          kind: 'select',
          name: 'accountId',
          label: 'Account',
          placeholder: 'Select an account',
          choices: accountChoices,
        },
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Select a status',
      choices: [
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
      ],
    },
  ];
}
