import { observer } from 'mobx-react-lite';
import type { PermissionsTabViewModel } from '../tabs/PermissionsTabViewModel';
import styles from './Admin.module.css';
import { AdminDialog } from './AdminDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { EditDeleteButtons } from './EditDeleteButtons';
import { ListTabHeader } from './ListTabHeader';

/** The Permissions tab (spec 3 §2): system permissions have no edit or delete. */
export const PermissionsTab = observer(function PermissionsTab({ vm }: { vm: PermissionsTabViewModel }) {
  const form = vm.form;
  return (
    <section aria-labelledby="permissions-heading">
      <ListTabHeader
        heading="Permissions"
        headingId="permissions-heading"
        addLabel="Add Permission"
        onAdd={() => vm.addClicked()}
        list={vm}
        alert={vm.alert}
      />
      <table className={styles.table} aria-label="Permissions">
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Name</th>
            <th scope="col">Description</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {vm.permissions.map((permission) => (
            <tr key={permission.id}>
              <td>
                <code>{permission.key}</code>
              </td>
              <td>{permission.name}</td>
              <td>{permission.description}</td>
              <td className={styles.actions}>
                {permission.is_system ? (
                  <span className={styles.badge}>System</span>
                ) : (
                  <EditDeleteButtons
                    subject={`permission ${permission.key}`}
                    onEdit={() => vm.editClicked(permission)}
                    onDelete={() => vm.deletion.ask(permission)}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {form && (
        <AdminDialog
          title={form.existing ? 'Edit Permission' : 'Add Permission'}
          submitLabel={form.existing ? 'Update Permission' : 'Add Permission'}
          error={form.error}
          busy={form.saving}
          onSubmit={() => void vm.saveClicked()}
          onClose={() => vm.formClosed()}
        >
          <label className={styles.field}>
            Key
            <input
              value={form.key}
              readOnly={!!form.existing}
              aria-readonly={!!form.existing || undefined}
              onChange={(event) => form.changed({ key: event.target.value })}
            />
          </label>
          {form.existing && <p className={styles.hint}>The key cannot change after creation.</p>}
          <label className={styles.field}>
            Name
            <input value={form.name} onChange={(event) => form.changed({ name: event.target.value })} />
          </label>
          <label className={styles.field}>
            Description
            <textarea
              rows={2}
              value={form.description}
              onChange={(event) => form.changed({ description: event.target.value })}
            />
          </label>
        </AdminDialog>
      )}
      {vm.deletion.subject && (
        <ConfirmDialog
          title="Delete permission"
          message={`Delete the permission ${vm.deletion.subject.key}? Roles that grant it lose it.`}
          confirmLabel="Delete"
          onConfirm={() => void vm.deleteConfirmed()}
          onCancel={() => vm.deletion.cancel()}
        />
      )}
    </section>
  );
});
