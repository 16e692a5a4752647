import { observer } from 'mobx-react-lite';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import type { RolesTabViewModel } from '../tabs/RolesTabViewModel';
import styles from './Admin.module.css';
import { AdminDialog } from './AdminDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { EditDeleteButtons } from './EditDeleteButtons';
import { ListTabHeader } from './ListTabHeader';
import { SortHeader } from './SortHeader';

/** The Roles tab (spec 3 §2 Role Management). */
export const RolesTab = observer(function RolesTab({ vm }: { vm: RolesTabViewModel }) {
  const form = vm.form;
  return (
    <section aria-labelledby="roles-heading">
      <ListTabHeader
        heading="Role Management"
        headingId="roles-heading"
        addLabel="Add Role"
        onAdd={() => vm.addClicked()}
        list={vm}
        alert={vm.alert}
      />
      {!vm.loading && !vm.loadError && vm.roles.length === 0 ? (
        <div className={styles.empty}>
          <p>{ADMIN_TEXTS.noRoles}</p>
          <button type="button" className={styles.primary} onClick={() => vm.addClicked()}>
            Add First Role
          </button>
        </div>
      ) : (
        <table className={styles.table} aria-label="Roles">
          <SortHeader table={vm.table} trailing={['Actions']} />
          <tbody>
            {vm.rows.map((role) => (
              <tr key={role.id}>
                <td>{role.name}</td>
                <td>{role.description}</td>
                <td>{role.user_count}</td>
                <td>{role.permission_count}</td>
                <td className={styles.actions}>
                  <EditDeleteButtons
                    subject={`role ${role.name}`}
                    onEdit={() => void vm.editClicked(role)}
                    onDelete={() => vm.deletion.ask(role)}
                    deleteRefusal={role.user_count > 0 ? 'This role still has users' : undefined}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {form && (
        <AdminDialog
          title={form.title}
          submitLabel={form.role ? 'Update Role' : 'Create Role'}
          error={form.error}
          busy={form.saving}
          onSubmit={() => void vm.saveClicked()}
          onClose={() => vm.formClosed()}
        >
          <label className={styles.field}>
            Role Name
            <input
              required
              value={form.name}
              onChange={(event) => {
                form.changed({ name: event.target.value });
              }}
            />
          </label>
          <label className={styles.field}>
            Description
            <textarea
              rows={3}
              value={form.description}
              onChange={(event) => {
                form.changed({ description: event.target.value });
              }}
            />
          </label>
          <fieldset className={styles.checkList}>
            <legend>Permissions</legend>
            {vm.permissions.length === 0 && <p className={styles.hint}>{ADMIN_TEXTS.noPermissionsForRole}</p>}
            {vm.permissions.map((permission) => (
              <label key={permission.id} className={styles.checkRow}>
                <input
                  type="checkbox"
                  checked={form.checked.has(permission.id)}
                  onChange={(event) => form.permissionToggled(permission.id, event.target.checked)}
                />
                {permission.name} <code>{permission.key}</code>
              </label>
            ))}
          </fieldset>
        </AdminDialog>
      )}
      {vm.deletion.subject && (
        <ConfirmDialog
          title="Delete role"
          message={ADMIN_TEXTS.deleteRoleConfirm}
          confirmLabel="Delete"
          onConfirm={() => void vm.deleteConfirmed()}
          onCancel={() => vm.deletion.cancel()}
        />
      )}
    </section>
  );
});
