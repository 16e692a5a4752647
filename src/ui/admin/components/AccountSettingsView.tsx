import { observer } from 'mobx-react-lite';
import type { AccountSettingsViewModel } from '../accounts/AccountSettingsViewModel';
import styles from './Admin.module.css';
import { AdminDialog } from './AdminDialog';
import { adminDate } from './admin-format';
import { ConfirmDialog } from './ConfirmDialog';
import { EditDeleteButtons } from './EditDeleteButtons';
import { ListTabHeader } from './ListTabHeader';

/** Settings of one account (spec 3 §2): key/value pairs; the key is fixed while editing. */
export const AccountSettingsView = observer(function AccountSettingsView({
  vm,
}: {
  vm: AccountSettingsViewModel;
}) {
  const form = vm.form;
  return (
    <div className={styles.section}>
      <ListTabHeader
        heading={`Settings — ${vm.account.name}`}
        headingId="account-drill-heading"
        addLabel="Add Setting"
        onAdd={() => vm.addClicked()}
        list={vm}
        alert={vm.error}
      />
      <table className={styles.table} aria-label="Account settings">
        <thead>
          <tr>
            {['Key', 'Value', 'Last Updated', 'Actions'].map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {vm.settings.map((setting) => (
            <tr key={setting.id}>
              <td>
                <code>{setting.setting_key}</code>
              </td>
              <td>{setting.setting_value}</td>
              <td>{adminDate(setting.updated_at)}</td>
              <td className={styles.actions}>
                <EditDeleteButtons
                  subject={`setting ${setting.setting_key}`}
                  onEdit={() => vm.editClicked(setting)}
                  onDelete={() => vm.deletion.ask(setting)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!vm.loading && vm.settings.length === 0 && (
        <p className={styles.empty}>No settings for this account yet.</p>
      )}
      {form && (
        <AdminDialog
          title={form.existing ? 'Edit Setting' : 'Add Setting'}
          submitLabel="Save Setting"
          error={form.error}
          busy={form.saving}
          onSubmit={() => void vm.saveClicked()}
          onClose={() => vm.formClosed()}
        >
          <label className={styles.field}>
            Key
            <input
              value={form.key}
              readOnly={!!form.existing}
              onChange={(event) => form.changed({ key: event.target.value })}
            />
          </label>
          <label className={styles.field}>
            Value
            <textarea
              rows={2}
              value={form.value}
              onChange={(event) => form.changed({ value: event.target.value })}
            />
          </label>
          {(form.existing?.setting_key ?? form.key) === 'multi-channels' && (
            <p className={styles.hint}>A comma-separated list of destination ids, e.g. facebook,dv360,ttd.</p>
          )}
        </AdminDialog>
      )}
      {vm.deletion.subject && (
        <ConfirmDialog
          title="Delete setting"
          message={`Delete the setting ${vm.deletion.subject.setting_key}?`}
          confirmLabel="Delete"
          onConfirm={() => void vm.deleteConfirmed()}
          onCancel={() => vm.deletion.cancel()}
        />
      )}
    </div>
  );
});
