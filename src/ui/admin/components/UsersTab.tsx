import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { isHighlightedRole } from '../../../core/domain/admin/user-rules';
import type { UsersTabViewModel } from '../tabs/UsersTabViewModel';
import styles from './Admin.module.css';
import { lastLogin } from './admin-format';
import { ErrorText, LoadState } from './LoadState';
import { SortHeader } from './SortHeader';
import { UserEditorDialog } from './UserEditorDialog';

/** The Users tab (spec 3 §2 User Management). */
export const UsersTab = observer(function UsersTab({ vm }: { vm: UsersTabViewModel }) {
  const navigate = useNavigate();
  const impersonate = async (user: Parameters<UsersTabViewModel['impersonateClicked']>[0]) => {
    if (await vm.impersonateClicked(user)) navigate('/');
  };
  return (
    <section aria-labelledby="users-heading">
      <div className={styles.toolbar}>
        <h2 id="users-heading">User Management</h2>
        <form
          aria-label="Search users"
          onSubmit={(event) => {
            event.preventDefault();
            vm.searchSubmitted();
          }}
        >
          <input
            className={styles.search}
            type="search"
            aria-label="Search users"
            placeholder={ADMIN_TEXTS.searchUsers}
            value={vm.searchInput}
            onChange={(event) => vm.searchTyped(event.target.value)}
          />{' '}
          <button type="submit" className={styles.button}>
            Search
          </button>
        </form>
      </div>
      <ErrorText text={vm.impersonationError} />
      <LoadState loading={vm.loading} error={vm.loadError} onRetry={() => void vm.load()} />
      {!vm.loadError && (
        <table className={styles.table} aria-label="Users">
          <SortHeader table={vm.table} trailing={['Actions']} />
          <tbody>
            {vm.rows.map((user) => (
              <tr key={user.id}>
                <td>{user.email}</td>
                <td>{user.display_name}</td>
                <td>
                  <span
                    className={isHighlightedRole(user.role_name) ? styles.badgeHighlighted : styles.badge}
                  >
                    {user.role_name || 'No role'}
                  </span>
                </td>
                <td>{user.accounts.map((account) => account.name).join(', ') || '—'}</td>
                <td>{lastLogin(user.last_login)}</td>
                <td>{user.is_deleted ? 'Inactive' : 'Active'}</td>
                <td className={styles.actions}>
                  <button
                    type="button"
                    className={styles.button}
                    aria-label={`Edit role of ${user.email}`}
                    onClick={() => vm.editClicked(user)}
                  >
                    Edit
                  </button>
                  {vm.mayImpersonate(user) && (
                    <button
                      type="button"
                      className={styles.button}
                      aria-label={`Impersonate ${user.email}`}
                      onClick={() => void impersonate(user)}
                    >
                      Impersonate
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!vm.loading && !vm.loadError && vm.rows.length === 0 && (
        <p className={styles.empty}>{ADMIN_TEXTS.noUsers}</p>
      )}
      {vm.hasMore && (
        <p>
          Showing {vm.rows.length} of {vm.matchingRows.length} users.{' '}
          <button type="button" className={styles.button} onClick={() => vm.showMoreClicked()}>
            Show more
          </button>
        </p>
      )}
      {vm.editor && <UserEditorDialog vm={vm.editor} onClose={() => vm.editorClosed()} />}
    </section>
  );
});
