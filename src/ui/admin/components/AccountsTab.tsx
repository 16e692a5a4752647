import { observer } from 'mobx-react-lite';
import type { AccountsTabViewModel } from '../accounts/AccountsTabViewModel';
import { AccountAdminsView } from './AccountAdminsView';
import { AccountSettingsView } from './AccountSettingsView';
import styles from './Admin.module.css';
import { AdminDialog } from './AdminDialog';
import { adminDate } from './admin-format';
import { ListTabHeader } from './ListTabHeader';

/** The Accounts tab (spec 3 §2): the table, the modal, and the Account Admins / Settings drill-down. */
export const AccountsTab = observer(function AccountsTab({ vm }: { vm: AccountsTabViewModel }) {
  const drill = vm.drillDown;
  if (drill) {
    return (
      <section aria-labelledby="account-drill-heading">
        <button type="button" className={styles.button} onClick={() => vm.backToAccountsClicked()}>
          Back to Accounts
        </button>
        {drill.view === 'admins' ? (
          <AccountAdminsView vm={drill.vm} />
        ) : (
          <AccountSettingsView vm={drill.vm} />
        )}
      </section>
    );
  }
  const form = vm.form;
  return (
    <section aria-labelledby="accounts-heading">
      <ListTabHeader
        heading="Accounts"
        headingId="accounts-heading"
        addLabel="Add Account"
        onAdd={() => vm.addClicked()}
        list={vm}
      />
      <table className={styles.table} aria-label="Accounts">
        <thead>
          <tr>
            {['Name', 'Description', 'Created By', 'Created On', 'Last Updated', 'Status', 'Actions'].map(
              (label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {vm.rows.map((account) => (
            <tr key={account.id}>
              <td>{account.name}</td>
              <td>{account.description}</td>
              <td>{account.created_by_name ?? 'N/A'}</td>
              <td>{adminDate(account.created_at)}</td>
              <td>{adminDate(account.updated_at)}</td>
              <td>
                <span className={styles.badge}>{account.status === 'inactive' ? 'Inactive' : 'Active'}</span>
              </td>
              <td className={styles.actions}>
                <button
                  type="button"
                  className={styles.button}
                  aria-label={`Edit account ${account.name}`}
                  onClick={() => vm.editClicked(account)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={styles.button}
                  aria-label={`Account admins of ${account.name}`}
                  onClick={() => vm.adminsClicked(account)}
                >
                  Admins
                </button>
                <button
                  type="button"
                  className={styles.button}
                  aria-label={`Settings of ${account.name}`}
                  onClick={() => vm.settingsClicked(account)}
                >
                  Settings
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {form && (
        <AdminDialog
          title={form.title}
          submitLabel={form.existing ? 'Save Account' : 'Create Account'}
          error={form.error}
          busy={form.saving}
          onSubmit={() => void vm.saveClicked()}
          onClose={() => vm.formClosed()}
        >
          <label className={styles.field}>
            Account Name
            <input
              required
              value={form.name}
              onChange={(event) => form.changed({ name: event.target.value })}
            />
          </label>
          <label className={styles.field}>
            Description
            <textarea
              rows={2}
              value={form.description}
              onChange={(event) => form.changed({ description: event.target.value })}
            />
          </label>
          {form.existing && (
            <label className={styles.field}>
              Status
              <select
                value={form.status}
                onChange={(event) => form.changed({ status: event.target.value as 'active' | 'inactive' })}
              >
                <option value="active">Active</option>
                <option value="inactive">Inactive</option>
              </select>
            </label>
          )}
        </AdminDialog>
      )}
    </section>
  );
});
