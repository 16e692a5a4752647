import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { AdminUser, AuditEntry } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import type { AdminDeps } from '../AdminDeps';
import { loadDelay } from '../common/admin-helpers';

/** The Audit list (our addition): what admins changed while impersonating, filtered by admin, target and date. */
export class AuditTabViewModel {
  entries: AuditEntry[] = [];
  users: AdminUser[] = [];
  adminId = '';
  targetId = '';
  from = '';
  to = '';
  loading = false;
  loadError: string | null = null;

  constructor(private readonly deps: AdminDeps) {
    makeObservable(this, {
      entries: observableRef,
      users: observableRef,
      adminId: observable,
      targetId: observable,
      from: observable,
      to: observable,
      loading: observable,
      loadError: observable,
    });
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
      this.loadError = null;
    });
    await loadDelay(this.deps.clock);
    const userId = this.deps.actor.userId;
    const [entries, users] = await Promise.all([
      this.deps.useCases.loadAuditTrail.execute({
        userId,
        filter: { adminId: this.adminId, targetId: this.targetId, from: this.from, to: this.to },
      }),
      this.users.length ? null : this.deps.useCases.loadUsers.execute({ userId }),
    ]);
    runInAction(() => {
      this.loading = false;
      if (entries.ok) this.entries = entries.value;
      else this.loadError = ADMIN_TEXTS.auditLoadFailed;
      if (users?.ok) this.users = users.value;
    });
  }

  /** A filter changed: the list follows at once. */
  filterChanged(filter: Partial<Pick<AuditTabViewModel, 'adminId' | 'targetId' | 'from' | 'to'>>): void {
    runInAction(() => Object.assign(this, filter));
    void this.load();
  }
}
