import { action, makeObservable, observableRef } from 'mobx';
import type { AdminUser, AuditEntry, AuditFilter } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { Lookup } from '../../kit/collection/Lookup';
import type { AdminDeps } from '../AdminDeps';
import { type AdminSection, adminCollection } from '../common/admin-section';
import { column } from '../common/table-parts';

const columns = [
  column<AuditEntry>('at', 'When', (entry) => new Date(entry.at).toLocaleString()),
  column<AuditEntry>('admin', 'Admin', (entry) => entry.adminEmail),
  column<AuditEntry>('target', 'Impersonated user', (entry) => entry.targetEmail),
  column<AuditEntry>('acted-as', 'Acted as', (entry) => entry.actingEmail),
  column<AuditEntry>('action', 'What', (entry) => entry.action),
  column<AuditEntry>('path', 'Call', (entry) => entry.path, { look: 'code' }),
];

/**
 * The Audit list (our addition, super admins only): what admins changed while impersonating,
 * newest first, filtered by admin, target and dates on the server.
 */
export class AuditTabViewModel {
  filter: Required<AuditFilter> = { adminId: '', targetId: '', from: '', to: '' };
  readonly users: Lookup<AdminUser[]>;
  readonly section: AdminSection<AuditEntry>;

  constructor(deps: AdminDeps) {
    const userId = () => deps.actor.userId;
    this.users = new Lookup(() => deps.useCases.calls.execute('listUsers', userId()), [], null);
    const collection = adminCollection<AuditEntry>(deps, {
      load: () => deps.useCases.calls.execute('listAuditTrail', userId(), this.filter),
      loadFailed: ADMIN_TEXTS.auditLoadFailed,
      rowId: (entry) => entry.id,
      columns,
    });
    this.section = {
      collection,
      view: {
        heading: 'Impersonation Audit',
        headingId: 'audit-heading',
        table: 'Audit trail',
        columns,
        empty: { texts: ['No changes were made while impersonating.'] },
      },
    };
    makeObservable(this, { filter: observableRef, filterChanged: action });
  }

  async load(): Promise<void> {
    await Promise.all([this.section.collection.load(), this.users.value.length ? null : this.users.load()]);
  }

  /** A filter changed: the list follows at once. */
  filterChanged(change: Partial<AuditFilter>): void {
    this.filter = { ...this.filter, ...change };
    void this.section.collection.load();
  }
}
