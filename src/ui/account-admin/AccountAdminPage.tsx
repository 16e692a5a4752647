import * as Tabs from '@radix-ui/react-tabs';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useAdmin } from '../admin/admin-feature';
import styles from '../admin/common/Admin.module.css';
import { AdminSectionView } from '../admin/common/AdminSectionView';
import kit from '../kit/Kit.module.css';
import { LoadState } from '../kit/list/LoadState';
import type { AccountAdminView, AccountAdminViewModel } from './AccountAdminViewModel';

const VIEWS: [AccountAdminView, string][] = [
  ['users', 'Users'],
  ['settings', 'Settings'],
];

const isView = (value: string): value is AccountAdminView => VIEWS.some(([view]) => view === value);

/** Account Administration: the accounts an account admin manages, their users and settings. */
const AccountAdmin = observer(function AccountAdmin({ vm }: { vm: AccountAdminViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const open = vm.open;
  return (
    <div className={styles.page}>
      <h1>Account Administration</h1>
      <LoadState loading={vm.loading} error={vm.loadError} onRetry={() => void vm.load()} />
      {!vm.loading && !vm.loadError && vm.accounts.length === 0 && (
        <p className={kit.hint}>You do not administer any account.</p>
      )}
      {vm.accounts.length > 1 && (
        <label className={styles.field}>
          Account
          <select
            value={vm.selectedAccountId ?? ''}
            onChange={(event) => vm.accountChosen(event.target.value)}
          >
            {vm.accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {open && (
        <Tabs.Root value={vm.view} onValueChange={(value) => isView(value) && vm.viewChosen(value)}>
          <Tabs.List className={styles.tabList} aria-label={`Administration of ${vm.selectedAccount?.name}`}>
            {VIEWS.map(([view, label]) => (
              <Tabs.Trigger key={view} value={view} className={styles.tab}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={vm.view}>
            {open.view === 'users' ? (
              <AdminSectionView section={open.section} />
            ) : (
              <AdminSectionView section={open.section} />
            )}
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
});

/** The /account-admin route (served by the administration area's lazy module, AdminPage). */
export function AccountAdminPage() {
  const admin = useAdmin();
  const vm = useMemo(() => admin.createAccountAdmin(), [admin]);
  return <AccountAdmin vm={vm} />;
}
