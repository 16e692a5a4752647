import type { Permission } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { quoting } from '../../kit/failure-text';
import { EntityForm } from '../../kit/form/EntityForm';
import type { AdminDeps } from '../AdminDeps';
import { type AdminSection, adminCollection } from '../common/admin-section';
import { column, deleteButton, editButton } from '../common/table-parts';

export interface PermissionValues {
  key: string;
  name: string;
  description: string;
}

const columns = [
  column<Permission>('key', 'Key', (permission) => permission.key, { look: 'code' }),
  column<Permission>('name', 'Name', (permission) => permission.name),
  column<Permission>('description', 'Description', (permission) => permission.description),
];

/** The Permissions tab (spec 3 §2): system permissions have no edit or delete; a key never changes. */
export function permissionsSection(deps: AdminDeps): AdminSection<Permission, PermissionValues> {
  const userId = () => deps.actor.userId;
  const collection = adminCollection<Permission>(deps, {
    load: () => deps.useCases.calls.execute('listPermissions', userId()),
    loadFailed: ADMIN_TEXTS.permissionsLoadFailed,
    rowId: (permission) => permission.id,
    columns,
    remove: {
      save: (permission) => deps.useCases.deletePermission.execute({ userId: userId(), permission }),
      failed: quoting(ADMIN_TEXTS.deletePermissionFailed),
    },
  });
  const openForm = (existing: Permission | null) =>
    collection.formOpened(
      new EntityForm<PermissionValues>({
        title: existing ? 'Edit Permission' : 'Add Permission',
        submitLabel: existing ? 'Update Permission' : 'Add Permission',
        editing: existing !== null,
        initial: {
          key: existing?.key ?? '',
          name: existing?.name ?? '',
          description: existing?.description ?? '',
        },
        save: (draft) => deps.useCases.savePermission.execute({ userId: userId(), existing, draft }),
        failed: quoting(ADMIN_TEXTS.addPermissionFailed),
      }),
    );
  const custom = (permission: Permission) => !permission.isSystem;
  return {
    collection,
    view: {
      heading: 'Permissions',
      headingId: 'permissions-heading',
      table: 'Permissions',
      add: { label: 'Add Permission', pressed: () => openForm(null) },
      columns,
      buttons: [
        {
          ...editButton<Permission>((permission) => `permission ${permission.key}`, openForm),
          shown: custom,
        },
        { ...deleteButton(collection, (permission) => `permission ${permission.key}`), shown: custom },
      ],
      confirm: {
        title: 'Delete permission',
        question: (permission) => `Delete the permission ${permission.key}? Roles that grant it lose it.`,
      },
      fields: (form) => [
        { kind: 'text', name: 'key', label: 'Key', readOnly: form.editing },
        ...(form.editing ? [{ kind: 'note' as const, text: 'The key cannot change after creation.' }] : []),
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'text', name: 'description', label: 'Description', rows: 2 },
      ],
    },
  };
}
