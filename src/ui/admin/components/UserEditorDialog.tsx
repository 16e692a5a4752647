import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { UserEditorViewModel } from '../tabs/UserEditorViewModel';
import styles from './Admin.module.css';
import { AdminDialog } from './AdminDialog';

/** 'Edit User Role & Account Assignments' (spec 3 §2). */
export const UserEditorDialog = observer(function UserEditorDialog({
  vm,
  onClose,
}: {
  vm: UserEditorViewModel;
  onClose(): void;
}) {
  const id = useId();
  return (
    <AdminDialog
      title="Edit User Role & Account Assignments"
      submitLabel="Save Changes"
      error={vm.error}
      busy={vm.saving}
      onSubmit={() => void vm.saveClicked()}
      onClose={onClose}
    >
      <p className={styles.hint}>{vm.user.email}</p>
      <label className={styles.field}>
        Role
        <select value={vm.roleId ?? ''} onChange={(event) => vm.roleChosen(event.target.value)}>
          <option value="">Select a role</option>
          {vm.roleOptions.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </select>
      </label>
      {vm.isAdminRole ? (
        <fieldset className={styles.checkList}>
          <legend>Accounts</legend>
          {vm.accounts.map((account) => (
            <label key={account.id} className={styles.checkRow}>
              <input
                type="checkbox"
                checked={vm.accountIds.includes(account.id)}
                onChange={(event) => vm.accountToggled(account.id, event.target.checked)}
              />
              {account.name}
            </label>
          ))}
        </fieldset>
      ) : (
        <label className={styles.field} htmlFor={`${id}-account`}>
          Account
          <select
            id={`${id}-account`}
            value={vm.accountIds[0] ?? ''}
            onChange={(event) => vm.accountChosen(event.target.value)}
          >
            <option value="">Select an account</option>
            {vm.accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.field}>
        Status
        <select
          value={vm.isDeleted ? 'inactive' : 'active'}
          onChange={(event) => vm.statusChosen(event.target.value as 'active' | 'inactive')}
        >
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </select>
      </label>
    </AdminDialog>
  );
});
