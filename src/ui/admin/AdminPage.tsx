import * as Tabs from '@radix-ui/react-tabs';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { type AdminTabId, isAdminTab } from '../../core/domain/admin/tabs';
import { AccountAdminPage } from '../account-admin/AccountAdminPage';
import { ErrorLine } from '../kit/list/LoadState';
import type { AdminDashboardViewModel } from './AdminDashboardViewModel';
import { AccountsTab } from './accounts/AccountsTab';
import { useAdmin } from './admin-feature';
import { AuditTab } from './audit/AuditTab';
import { ChannelsTab } from './channels/ChannelsTab';
import styles from './common/Admin.module.css';
import { AdminSectionView } from './common/AdminSectionView';
import { DataExportTab } from './export/DataExportTab';

const TabBody = observer(function TabBody({ vm, id }: { vm: AdminDashboardViewModel; id: AdminTabId }) {
  switch (id) {
    case 'accounts':
      return <AccountsTab vm={vm.tab('accounts')} />;
    case 'users':
      return <AdminSectionView section={vm.tab('users')} />;
    case 'roles':
      return <AdminSectionView section={vm.tab('roles')} />;
    case 'permissions':
      return <AdminSectionView section={vm.tab('permissions')} />;
    case 'allowed-users':
      return <AdminSectionView section={vm.tab('allowed-users')} />;
    case 'channels':
      return <ChannelsTab vm={vm.tab('channels')} />;
    case 'export':
      return <DataExportTab vm={vm.tab('export')} />;
    case 'audit':
      return <AuditTab vm={vm.tab('audit')} />;
  }
});

/** The Admin Dashboard (spec 3 §2): its tabs in the spec's order; `?tab=` keeps the open one. */
const Dashboard = observer(function Dashboard({ vm }: { vm: AdminDashboardViewModel }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') ?? '';
  useEffect(() => {
    vm.opened(isAdminTab(requested) ? requested : undefined);
  }, [vm, requested]);

  if (vm.accessDenied) {
    return (
      <main className={styles.page}>
        <h1>Admin Dashboard</h1>
        <ErrorLine text={vm.accessDenied} onRetry={() => vm.retryClicked()} />
      </main>
    );
  }
  const choose = (value: string) => {
    if (!isAdminTab(value)) return;
    void vm.tabChosen(value).then(() => setParams({ tab: vm.activeTab }, { replace: true }));
  };
  return (
    <div className={styles.page}>
      <h1>Admin Dashboard</h1>
      <ErrorLine text={vm.tabNotice} />
      <Tabs.Root value={vm.activeTab} onValueChange={choose}>
        <Tabs.List className={styles.tabList} aria-label="Administration sections">
          {vm.tabs.map((tab) => (
            <Tabs.Trigger key={tab.id} value={tab.id} className={styles.tab}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {vm.tabs.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id}>
            {vm.activeTab === tab.id && <TabBody vm={vm} id={tab.id} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
});

function DashboardPage() {
  const admin = useAdmin();
  const vm = useMemo(() => admin.createDashboard(), [admin]);
  return <Dashboard vm={vm} />;
}

/**
 * The administration area's lazy routes, /admin and an account admin's /account-admin: one module,
 * so that the router (in /login's first load) names the area once.
 */
function AdminPage() {
  return useLocation().pathname === '/account-admin' ? <AccountAdminPage /> : <DashboardPage />;
}

export default AdminPage;
