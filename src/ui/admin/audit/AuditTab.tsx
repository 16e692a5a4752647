import { observer } from 'mobx-react-lite';
import type { AuditFilter } from '../../../core/domain/admin/entities';
import kit from '../../kit/Kit.module.css';
import styles from '../common/Admin.module.css';
import { AdminSectionView } from '../common/AdminSectionView';
import type { AuditTabViewModel } from './audit.resource';

const DATE_FILTERS: [keyof AuditFilter, string][] = [
  ['from', 'From'],
  ['to', 'To'],
];

/** The Audit list: every change made while impersonating, newest first (super admins only). */
export const AuditTab = observer(function AuditTab({ vm }: { vm: AuditTabViewModel }) {
  const userOptions = vm.users.value.map((user) => (
    <option key={user.id} value={user.id}>
      {user.email}
    </option>
  ));
  return (
    <>
      <div className={kit.toolbar}>
        <label className={styles.field}>
          Admin
          <select
            value={vm.filter.adminId}
            onChange={(event) => vm.filterChanged({ adminId: event.target.value })}
          >
            <option value="">Any admin</option>
            {userOptions}
          </select>
        </label>
        <label className={styles.field}>
          Impersonated user
          <select
            value={vm.filter.targetId}
            onChange={(event) => vm.filterChanged({ targetId: event.target.value })}
          >
            <option value="">Any user</option>
            {userOptions}
          </select>
        </label>
        {DATE_FILTERS.map(([key, label]) => (
          <label key={key} className={styles.field}>
            {label}
            <input
              type="date"
              value={vm.filter[key]}
              onChange={(event) => vm.filterChanged({ [key]: event.target.value })}
            />
          </label>
        ))}
      </div>
      <AdminSectionView section={vm.section} />
    </>
  );
});
