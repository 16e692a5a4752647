import * as Tabs from '@radix-ui/react-tabs';
import { observer } from 'mobx-react-lite';
import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AccountAdminPage } from '../account-admin/AccountAdminPage';
import { ErrorLine } from '../kit/list/LoadState';
import type { AdminDashboardViewModel } from './AdminDashboardViewModel';
import { useAdmin } from './admin-feature';
import { ADMIN_TABS, type AdminTabId, isAdminTab } from './admin-tabs';
import styles from './common/Admin.module.css';

/** Each tab's screen, fetched the first time the tab opens. */
const SCREENS = new Map(
  ADMIN_TABS.map((tab): [AdminTabId, ComponentType<{ vm: unknown }>] => [
    tab.id,
    lazy(async () => ({ default: (await tab.screen()) as ComponentType<{ vm: unknown }> })),
  ]),
);

const TabBody = observer(function TabBody({ vm, id }: { vm: AdminDashboardViewModel; id: AdminTabId }) {
  const Screen = SCREENS.get(id);
  if (!Screen) return null;
  return (
    <Suspense fallback={null}>
      <Screen vm={vm.tab(id)} />
    </Suspense>
  );
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
      <div className={styles.page}>
        <h1>Admin Dashboard</h1>
        <ErrorLine text={vm.accessDenied} onRetry={() => vm.retryClicked()} />
      </div>
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
