import { computed, makeObservable, observable, runInAction } from 'mobx';
import { ADMIN_TAB_SWITCH_DELAY_MS, landingTab, visibleTabs } from '../../core/domain/admin/tabs';
import { ADMIN_TEXTS } from '../../core/domain/admin/texts';
import { after } from '../kit/clock-wait';
import type { AdminDeps } from './AdminDeps';
import {
  ADMIN_TABS,
  type AdminTabId,
  type AdminTabViewModels,
  adminTab,
  DEFAULT_ADMIN_TAB,
} from './admin-tabs';

export type { AdminTabViewModels } from './admin-tabs';

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
    return visibleTabs(ADMIN_TABS, this.deps.actor.isSuperAdmin);
  }

  /** The view model of a tab, created (and loaded) once. */
  tab<K extends AdminTabId>(id: K): AdminTabViewModels[K] {
    let vm = this.created.get(id) as AdminTabViewModels[K] | undefined;
    if (!vm) {
      vm = adminTab(id).create(this.deps) as AdminTabViewModels[K];
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
    const { tab, deniedSuperAdminTab } = landingTab(ADMIN_TABS, requested, this.deps.actor.isSuperAdmin);
    runInAction(() => {
      this.activeTab = tab;
      this.tabNotice = deniedSuperAdminTab ? ADMIN_TEXTS.superAdminRequired : null;
    });
  }
}
