import { observer } from 'mobx-react-lite';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import type { AccountAdminsViewModel } from '../accounts/AccountAdminsViewModel';
import styles from './Admin.module.css';
import { AdminDialog } from './AdminDialog';
import { adminDate } from './admin-format';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorText, LoadState } from './LoadState';

/** Account Admins of one account (spec 3 §2). */
export const AccountAdminsView = observer(function AccountAdminsView({ vm }: { vm: AccountAdminsViewModel }) {
  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <h2 id="account-drill-heading">Account Admins — {vm.account.name}</h2>
        <input
          className={styles.search}
          type="search"
          aria-label="Search account users"
          placeholder={ADMIN_TEXTS.searchAccountUsers}
          value={vm.search}
          onChange={(event) => vm.searchTyped(event.target.value)}
        />
        <button type="button" className={styles.primary} onClick={() => void vm.addClicked()}>
          Add Admin
        </button>
      </div>
      {vm.notice && (
        <p role="status" className={styles.notice}>
          {vm.notice}
        </p>
      )}
      <ErrorText text={vm.error} />
      <LoadState loading={vm.loading} error={vm.loadError} onRetry={() => void vm.load()} />
      <table className={styles.table} aria-label="Account users">
        <thead>
          <tr>
            {['Email', 'Display Name', 'Role', 'Account Admin', 'Added By', 'Added On', 'Actions'].map(
              (label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {vm.rows.map((member) => (
            <tr key={member.user_id}>
              <td>{member.email}</td>
              <td>{member.display_name}</td>
              <td>{member.role_name}</td>
              <td>{member.is_account_admin ? 'Yes' : 'No'}</td>
              <td>{member.added_by_name ?? 'N/A'}</td>
              <td>{adminDate(member.created_at)}</td>
              <td>
                <button
                  type="button"
                  className={styles.danger}
                  aria-label={`Remove ${member.email} from the account`}
                  onClick={() => vm.removal.ask(member)}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {vm.adding && (
        <AdminDialog
          title="Add Admin"
          submitLabel="Add Admin"
          error={vm.addError}
          onSubmit={() => void vm.addConfirmed()}
          onClose={() => vm.addClosed()}
        >
          <label className={styles.field}>
            User
            <select
              value={vm.selectedUserId}
              disabled={vm.usersLoading}
              aria-busy={vm.usersLoading}
              onChange={(event) => vm.userSelected(event.target.value)}
            >
              <option value="">Select a user</option>
              {vm.candidates.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.display_name} ({user.email})
                </option>
              ))}
            </select>
          </label>
        </AdminDialog>
      )}
      {vm.removal.subject && (
        <ConfirmDialog
          title="Remove user"
          message={`Remove ${vm.removal.subject.email} from ${vm.account.name}?`}
          confirmLabel="Remove"
          onConfirm={() => void vm.removeConfirmed()}
          onCancel={() => vm.removal.cancel()}
        />
      )}
    </div>
  );
});
