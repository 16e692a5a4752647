import { computed, makeObservable, observable, runInAction } from 'mobx';
import {
  ADMIN_TAB_SWITCH_DELAY_MS,
  type AdminTabId,
  DEFAULT_ADMIN_TAB,
  landingTab,
  visibleTabs,
} from '../../core/domain/admin/tabs';
import { ADMIN_TEXTS } from '../../core/domain/admin/texts';
import type { AdminDeps } from './AdminDeps';
import { AccountsTabViewModel } from './accounts/AccountsTabViewModel';
import { after } from './common/admin-helpers';
import { AllowedUsersTabViewModel } from './tabs/AllowedUsersTabViewModel';
import { AuditTabViewModel } from './tabs/AuditTabViewModel';
import { ChannelsTabViewModel } from './tabs/ChannelsTabViewModel';
import { DataExportViewModel } from './tabs/DataExportViewModel';
import { PermissionsTabViewModel } from './tabs/PermissionsTabViewModel';
import { RolesTabViewModel } from './tabs/RolesTabViewModel';
import { UsersTabViewModel } from './tabs/UsersTabViewModel';

interface Loadable {
  load(): Promise<void>;
}

/** The view model of each tab, created the first time the tab opens. */
export interface AdminTabViewModels {
  accounts: AccountsTabViewModel;
  users: UsersTabViewModel;
  roles: RolesTabViewModel;
  permissions: PermissionsTabViewModel;
  'allowed-users': AllowedUsersTabViewModel;
  channels: ChannelsTabViewModel;
  export: DataExportViewModel;
  audit: AuditTabViewModel;
}

const FACTORIES: { [K in AdminTabId]: (deps: AdminDeps) => AdminTabViewModels[K] } = {
  accounts: (deps) => new AccountsTabViewModel(deps),
  users: (deps) => new UsersTabViewModel(deps),
  roles: (deps) => new RolesTabViewModel(deps),
  permissions: (deps) => new PermissionsTabViewModel(deps),
  'allowed-users': (deps) => new AllowedUsersTabViewModel(deps),
  channels: (deps) => new ChannelsTabViewModel(deps),
  export: (deps) => new DataExportViewModel(deps),
  audit: (deps) => new AuditTabViewModel(deps),
};

/** The Admin Dashboard (spec 3 §2): who may see it, its tabs, and which one is open. */
export class AdminDashboardViewModel {
  activeTab: AdminTabId = DEFAULT_ADMIN_TAB;
  /** 'Access denied. Super Admin privileges required for this section.' after a refused tab. */
  tabNotice: string | null = null;
  private readonly created = new Map<AdminTabId, unknown>();

  constructor(private readonly deps: AdminDeps) {
    makeObservable(this, {
      activeTab: observable,
      tabNotice: observable,
      accessDenied: computed,
      tabs: computed,
    });
  }

  /** Non-admins see 'Access denied. Admin privileges required.' (with Retry). */
  get accessDenied(): string | null {
    return this.deps.actor.isAdmin ? null : ADMIN_TEXTS.adminRequired;
  }

  get tabs() {
    return visibleTabs(this.deps.actor.isSuperAdmin);
  }

  /** The view model of a tab, created (and loaded) once. */
  tab<K extends AdminTabId>(id: K): AdminTabViewModels[K] {
    let vm = this.created.get(id) as AdminTabViewModels[K] | undefined;
    if (!vm) {
      vm = FACTORIES[id](this.deps);
      this.created.set(id, vm);
      if ('load' in vm) void (vm as Loadable).load();
    }
    return vm;
  }

  /** The page opened (maybe with `?tab=`): lands on the tab, or on Accounts when it is refused. */
  opened(requested: AdminTabId = DEFAULT_ADMIN_TAB): void {
    this.land(requested);
  }

  /** A tab chosen: the switch waits 50 ms (spec 3 §9). */
  async tabChosen(requested: AdminTabId): Promise<void> {
    await after(this.deps.clock, ADMIN_TAB_SWITCH_DELAY_MS);
    this.land(requested);
  }

  /** Retry after 'Access denied': the check runs again and the open tab reloads. */
  retryClicked(): void {
    if (this.accessDenied) return;
    const vm = this.created.get(this.activeTab) as Partial<Loadable> | undefined;
    void vm?.load?.();
  }

  private land(requested: AdminTabId): void {
    const { tab, deniedSuperAdminTab } = landingTab(requested, this.deps.actor.isSuperAdmin);
    runInAction(() => {
      this.activeTab = tab;
      this.tabNotice = deniedSuperAdminTab ? ADMIN_TEXTS.superAdminRequired : null;
    });
  }
}
