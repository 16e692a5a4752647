import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { AuditFilter } from '../../../core/domain/admin/entities';
import kit from '../../kit/Kit.module.css';
import styles from '../common/Admin.module.css';
import { AdminSectionView } from '../common/AdminSectionView';
import type { AuditTabViewModel } from './audit.resource';

const USER_FILTERS = [
  ['adminId', 'Admin', 'Any admin'],
  ['targetId', 'Impersonated user', 'Any user'],
] as const;

const DATE_FILTERS: [keyof AuditFilter, string][] = [
  ['from', 'From'],
  ['to', 'To'],
];

/** One of the audit's user filters: a select of the users' emails, "any" first. */
function UserFilter(props: {
  label: string;
  anyText: string;
  value: string;
  options: ReactNode;
  onChange: (userId: string) => void;
}) {
  return (
    <label className={styles.field}>
      {props.label}
      <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.anyText}</option>
        {props.options}
      </select>
    </label>
  );
}

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
        {USER_FILTERS.map(([key, label, anyText]) => (
          <UserFilter
            key={key}
            label={label}
            anyText={anyText}
            value={vm.filter[key]}
            options={userOptions}
            onChange={(userId) => vm.filterChanged({ [key]: userId })}
          />
        ))}
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
