import { observer } from 'mobx-react-lite';
import type { AuditTabViewModel } from '../tabs/AuditTabViewModel';
import styles from './Admin.module.css';
import { LoadState } from './LoadState';

/** The Audit list: every change made while impersonating, newest first (super admins only). */
export const AuditTab = observer(function AuditTab({ vm }: { vm: AuditTabViewModel }) {
  const userOptions = vm.users.map((user) => (
    <option key={user.id} value={user.id}>
      {user.email}
    </option>
  ));
  return (
    <section aria-labelledby="audit-heading">
      <div className={styles.toolbar}>
        <h2 id="audit-heading">Impersonation Audit</h2>
        <label className={styles.field}>
          Admin
          <select value={vm.adminId} onChange={(event) => vm.filterChanged({ adminId: event.target.value })}>
            <option value="">Any admin</option>
            {userOptions}
          </select>
        </label>
        <label className={styles.field}>
          Impersonated user
          <select
            value={vm.targetId}
            onChange={(event) => vm.filterChanged({ targetId: event.target.value })}
          >
            <option value="">Any user</option>
            {userOptions}
          </select>
        </label>
        <label className={styles.field}>
          From
          <input
            type="date"
            value={vm.from}
            onChange={(event) => vm.filterChanged({ from: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          To
          <input
            type="date"
            value={vm.to}
            onChange={(event) => vm.filterChanged({ to: event.target.value })}
          />
        </label>
      </div>
      <LoadState loading={vm.loading} error={vm.loadError} onRetry={() => void vm.load()} />
      <table className={styles.table} aria-label="Audit trail">
        <thead>
          <tr>
            {['When', 'Admin', 'Acting as', 'What', 'Call'].map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {vm.entries.map((entry) => (
            <tr key={entry.id}>
              <td>{new Date(entry.at).toLocaleString()}</td>
              <td>{entry.adminEmail}</td>
              <td>{entry.targetEmail}</td>
              <td>{entry.action}</td>
              <td>
                <code>{entry.path}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!vm.loading && vm.entries.length === 0 && (
        <p className={styles.empty}>No changes were made while impersonating.</p>
      )}
    </section>
  );
});
