import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { ADMIN_TAB_SWITCH_DELAY_MS, landingTab, visibleTabs } from '../../core/domain/admin/tabs';
import { ADMIN_TEXTS } from '../../core/domain/admin/texts';
import type { Outcome } from '../../core/use-cases/outcome';
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
  /**
   * The backend refused the open tab's load as it refuses a non-admin: the role was taken away
   * while the stored session, which the route guard follows, still says admin.
   */
  refusedAsNonAdmin = false;
  private readonly created = new Map<AdminTabId, unknown>();

  constructor(private readonly deps: AdminDeps) {
    makeObservable<AdminDashboardViewModel, 'loadAnswered'>(this, {
      activeTab: observable,
      tabNotice: observable,
      refusedAsNonAdmin: observable,
      loadAnswered: action,
      accessDenied: computed,
      tabs: computed,
    });
  }

  /** Non-admins, as the session or the backend knows them, see 'Access denied. Admin privileges required.' (with Retry). */
  get accessDenied(): string | null {
    return this.deps.actor.isAdmin && !this.refusedAsNonAdmin ? null : ADMIN_TEXTS.adminRequired;
  }

  get tabs() {
    return visibleTabs(ADMIN_TABS, this.deps.actor.isSuperAdmin);
  }

  /** The view model of a tab, created (and loaded) once. */
  tab<K extends AdminTabId>(id: K): AdminTabViewModels[K] {
    let vm = this.created.get(id) as AdminTabViewModels[K] | undefined;
    if (!vm) {
      vm = adminTab(id).create(this.depsOfTab(id)) as AdminTabViewModels[K];
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

  /**
   * Retry after 'Access denied': the open tab loads again, and its answer says whether the backend
   * takes the user for an admin now. A session that says non-admin has nothing to retry.
   */
  retryClicked(): void {
    if (!this.deps.actor.isAdmin) return;
    const vm = this.created.get(this.activeTab) as AdminTabViewModels[AdminTabId] | undefined;
    if (vm) loadTab(vm);
  }

  /** The dashboard's deps, telling it how the tab's loads end while the tab is the open one. */
  private depsOfTab(id: AdminTabId): AdminDeps {
    return {
      ...this.deps,
      loadAnswered: (outcome) => {
        if (this.activeTab === id) this.loadAnswered(outcome);
      },
    };
  }

  private loadAnswered(outcome: Outcome<unknown>): void {
    this.refusedAsNonAdmin =
      !outcome.ok && outcome.kind === 'refused' && outcome.message === ADMIN_TEXTS.adminRequired;
  }

  private land(requested: AdminTabId): void {
    const { tab, deniedSuperAdminTab } = landingTab(ADMIN_TABS, requested, this.deps.actor.isSuperAdmin);
    runInAction(() => {
      this.activeTab = tab;
      this.tabNotice = deniedSuperAdminTab ? ADMIN_TEXTS.superAdminRequired : null;
    });
  }
}
