import { computed, makeObservable, observable, runInAction } from 'mobx';
import {
  ADMIN_TAB_SWITCH_DELAY_MS,
  type AdminTabId,
  DEFAULT_ADMIN_TAB,
  landingTab,
  visibleTabs,
} from '../../core/domain/admin/tabs';
import { ADMIN_TEXTS } from '../../core/domain/admin/texts';
import { after } from '../kit/clock-wait';
import type { AdminDeps } from './AdminDeps';
import { AccountsTabViewModel } from './accounts/AccountsTabViewModel';
import { allowedUsersSection } from './allowed-users/allowed-users.resource';
import { AuditTabViewModel } from './audit/audit.resource';
import { ChannelsTabViewModel } from './channels/channels.resource';
import { DataExportViewModel } from './export/DataExportViewModel';
import { permissionsSection } from './permissions/permissions.resource';
import { rolesSection } from './roles/roles.resource';
import { usersSection } from './users/users.resource';

const FACTORIES = {
  accounts: (deps: AdminDeps) => new AccountsTabViewModel(deps),
  users: usersSection,
  roles: rolesSection,
  permissions: permissionsSection,
  'allowed-users': allowedUsersSection,
  channels: (deps: AdminDeps) => new ChannelsTabViewModel(deps),
  export: (deps: AdminDeps) => new DataExportViewModel(deps),
  audit: (deps: AdminDeps) => new AuditTabViewModel(deps),
} satisfies Record<AdminTabId, (deps: AdminDeps) => unknown>;

/** The view model of each tab, created the first time the tab opens. */
export type AdminTabViewModels = { [K in AdminTabId]: ReturnType<(typeof FACTORIES)[K]> };

/** Loads what a tab shows: its table, or the tab's own load; the export card loads nothing. */
function loadTab(vm: AdminTabViewModels[AdminTabId]): void {
  if ('collection' in vm) void vm.collection.load();
  else if ('load' in vm) void vm.load();
}

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
      vm = FACTORIES[id](this.deps) as AdminTabViewModels[K];
      this.created.set(id, vm);
      loadTab(vm);
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
    const vm = this.created.get(this.activeTab) as AdminTabViewModels[AdminTabId] | undefined;
    if (vm) loadTab(vm);
  }

  private land(requested: AdminTabId): void {
    const { tab, deniedSuperAdminTab } = landingTab(requested, this.deps.actor.isSuperAdmin);
    runInAction(() => {
      this.activeTab = tab;
      this.tabNotice = deniedSuperAdminTab ? ADMIN_TEXTS.superAdminRequired : null;
    });
  }
}
