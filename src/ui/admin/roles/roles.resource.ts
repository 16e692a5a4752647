import type { Permission, Role } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { Lookup } from '../../kit/collection/Lookup';
import { quoting } from '../../kit/failure-text';
import { EntityForm } from '../../kit/form/EntityForm';
import type { AdminDeps } from '../AdminDeps';
import { type AdminColumn, type AdminSection, adminCollection } from '../common/admin-section';
import { column, deleteButton, editButton } from '../common/table-parts';

export interface RoleValues {
  name: string;
  description: string;
  permissionIds: readonly string[];
}

/** The Roles tab (spec 3 §2 Role Management, §5, §8). */
export function rolesSection(deps: AdminDeps): AdminSection<Role, RoleValues> & {
  permissions: Lookup<Permission[]>;
} {
  const { calls } = deps.useCases;
  const userId = () => deps.actor.userId;
  const permissions = new Lookup<Permission[]>(
    () => calls.execute('listPermissions', userId()),
    [],
    ADMIN_TEXTS.permissionsLoadFailed,
  );
  const collection = adminCollection<Role>(deps, {
    load: () => calls.execute('listRoles', userId()),
    loadFailed: ADMIN_TEXTS.rolesLoadFailed,
    lookups: [permissions],
    rowId: (role) => role.id,
    columns,
    initialSort: { column: 'name', direction: 'asc' },
    remove: {
      save: (role) => deps.useCases.deleteRole.execute({ userId: userId(), role }),
      failed: quoting(ADMIN_TEXTS.deleteRoleFailed),
    },
  });
  const openForm = (role: Role | null, granted: readonly string[]) =>
    collection.formOpened(
      new EntityForm<RoleValues>({
        title: role ? 'Edit Role' : 'Add New Role',
        submitLabel: role ? 'Update Role' : 'Create Role',
        editing: role !== null,
        initial: { name: role?.name ?? '', description: role?.description ?? '', permissionIds: granted },
        save: (values) =>
          deps.useCases.saveRole.execute({
            userId: userId(),
            roleId: role?.id ?? null,
            draft: {
              name: values.name,
              description: values.description,
              permissions: Object.fromEntries(
                permissions.value.map((permission) => [
                  permission.id,
                  values.permissionIds.includes(permission.id),
                ]),
              ),
            },
          }),
        failed: quoting(ADMIN_TEXTS.saveRoleFailed),
      }),
    );
  const editPressed = async (role: Role) => {
    const granted = await calls.execute('listRolePermissionIds', userId(), role.id);
    if (!granted.ok) console.error('Failed to load role permissions', granted.message);
    openForm(role, granted.ok ? granted.value : []);
  };
  return {
    collection,
    permissions,
    view: {
      heading: 'Role Management',
      headingId: 'roles-heading',
      table: 'Roles',
      add: { label: 'Add Role', pressed: () => openForm(null, []) },
      columns,
      buttons: [
        editButton((role) => `role ${role.name}`, editPressed),
        deleteButton(collection, (role) => `role ${role.name}`, {
          refusal: (role) => (role.userCount > 0 ? 'This role still has users' : undefined),
        }),
      ],
      empty: { texts: [ADMIN_TEXTS.noRoles], addLabel: 'Add First Role' },
      confirm: { title: 'Delete role', question: () => ADMIN_TEXTS.deleteRoleConfirm },
      fields: () => [
        { kind: 'text', name: 'name', label: 'Role Name', required: true },
        { kind: 'text', name: 'description', label: 'Description', rows: 3 },
        {
          kind: 'checklist',
          name: 'permissionIds',
          legend: 'Permissions',
          choices: permissions.value.map((permission) => ({
            value: permission.id,
            label: permission.name,
            detail: permission.key,
          })),
          empty: ADMIN_TEXTS.noPermissionsForRole,
        },
      ],
    },
  };
}

const columns: AdminColumn<Role>[] = [
  column('name', 'Name', (role) => role.name, { sort: 'text' }),
  column('description', 'Description', (role) => role.description, { sort: 'text' }),
  column('users', 'Users', (role) => role.userCount, { sort: 'number' }),
  column('permissions', 'Permissions', (role) => role.permissionCount, { sort: 'number' }),
];
