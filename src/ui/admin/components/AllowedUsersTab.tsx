import { observer } from 'mobx-react-lite';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import type { AllowedUsersTabViewModel } from '../tabs/AllowedUsersTabViewModel';
import styles from './Admin.module.css';
import { AdminDialog } from './AdminDialog';
import { adminDate } from './admin-format';
import { ConfirmDialog } from './ConfirmDialog';
import { ListTabHeader } from './ListTabHeader';
import { SortHeader } from './SortHeader';

/** The Allowed Users tab (spec 3 §2, §5). */
export const AllowedUsersTab = observer(function AllowedUsersTab({ vm }: { vm: AllowedUsersTabViewModel }) {
  const form = vm.form;
  return (
    <section aria-labelledby="allowed-heading">
      <ListTabHeader
        heading="Allowed Users"
        headingId="allowed-heading"
        addLabel="Add User"
        onAdd={() => vm.addClicked()}
        list={vm}
        alert={vm.error}
      />
      {!vm.loading && !vm.loadError && vm.entries.length === 0 ? (
        <div className={styles.empty}>
          <p>{ADMIN_TEXTS.noAllowedUsers}</p>
          <p>{ADMIN_TEXTS.noAllowedUsersHint}</p>
        </div>
      ) : (
        <table className={styles.table} aria-label="Allowed users">
          <SortHeader table={vm.table} trailing={['Actions']} />
          <tbody>
            {vm.rows.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.email}</td>
                <td>{entry.initial_role_name}</td>
                <td>{entry.initial_account_name}</td>
                <td>{adminDate(entry.created_at)}</td>
                <td>
                  <button
                    type="button"
                    className={styles.danger}
                    aria-label={`Remove ${entry.email}`}
                    onClick={() => vm.removal.ask(entry)}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {form && (
        <AdminDialog
          title="Add User"
          submitLabel="Add User"
          error={form.error}
          busy={form.saving}
          onSubmit={() => void vm.saveClicked()}
          onClose={() => vm.formClosed()}
        >
          <label className={styles.field}>
            Email
            <input
              type="email"
              required
              value={form.email}
              onChange={(event) => form.changed({ email: event.target.value })}
            />
          </label>
          <label className={styles.field}>
            Initial Role
            <select
              value={form.roleId}
              required
              onChange={(event) => form.changed({ roleId: event.target.value })}
            >
              <option value="">Select a role</option>
              {vm.roleOptions.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </select>
          </label>
          {vm.showsAdminNote && <p className={styles.hint}>{ADMIN_TEXTS.adminRoleNote}</p>}
          <label className={styles.field}>
            Initial Account
            <select
              value={form.accountId}
              required
              onChange={(event) => form.changed({ accountId: event.target.value })}
            >
              <option value="">Select an account</option>
              {vm.accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name}
                </option>
              ))}
            </select>
          </label>
        </AdminDialog>
      )}
      {vm.removal.subject && (
        <ConfirmDialog
          title="Remove allowed user"
          message={`Remove ${vm.removal.subject.email} from the allowed users?`}
          confirmLabel="Remove"
          onConfirm={() => void vm.removeConfirmed()}
          onCancel={() => vm.removal.cancel()}
        />
      )}
    </section>
  );
});
