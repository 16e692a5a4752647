import type { AccountSetting, AdminAccount } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { quoting } from '../../kit/failure-text';
import { EntityForm } from '../../kit/form/EntityForm';
import type { AdminDeps } from '../AdminDeps';
import { type AdminColumn, type AdminSection, adminCollection } from '../common/admin-section';
import { column, dateColumn, deleteButton, editButton } from '../common/table-parts';

export interface SettingValues {
  key: string;
  value: string;
}

const MULTI_CHANNELS_HINT = 'A comma-separated list of destination ids, e.g. facebook,dv360,ttd.';

const columns: AdminColumn<AccountSetting>[] = [
  column('key', 'Key', (setting) => setting.key, { look: 'code' }),
  column('value', 'Value', (setting) => setting.value),
  dateColumn('updated', 'Last Updated', (setting) => setting.updatedAt),
];

/** Settings of one account (spec 3 §2 drill-down): key/value pairs; the key is fixed while editing. */
export function accountSettingsSection(
  deps: AdminDeps,
  account: AdminAccount,
): AdminSection<AccountSetting, SettingValues> {
  const userId = () => deps.actor.userId;
  const collection = adminCollection<AccountSetting>(deps, {
    load: () => deps.useCases.calls.execute('listAccountSettings', userId(), account.id),
    loadFailed: ADMIN_TEXTS.settingsLoadFailed,
    rowId: (setting) => setting.id,
    columns,
    remove: {
      save: (setting) =>
        deps.useCases.calls.execute('deleteAccountSetting', userId(), account.id, setting.key),
      failed: quoting(ADMIN_TEXTS.deleteSettingFailed),
    },
  });
  const openForm = (existing: AccountSetting | null) =>
    collection.formOpened(
      new EntityForm<SettingValues>({
        title: existing ? 'Edit Setting' : 'Add Setting',
        submitLabel: 'Save Setting',
        editing: existing !== null,
        initial: { key: existing?.key ?? '', value: existing?.value ?? '' },
        save: (values) =>
          deps.useCases.saveAccountSetting.execute({
            userId: userId(),
            accountId: account.id,
            key: existing ? existing.key : values.key,
            value: values.value,
          }),
        failed: quoting(ADMIN_TEXTS.saveSettingFailed),
      }),
    );
  return {
    collection,
    view: {
      heading: `Settings — ${account.name}`,
      headingId: 'account-drill-heading',
      table: 'Account settings',
      add: { label: 'Add Setting', pressed: () => openForm(null) },
      columns,
      buttons: [
        editButton<AccountSetting>((setting) => `setting ${setting.key}`, openForm),
        deleteButton(collection, (setting) => `setting ${setting.key}`),
      ],
      empty: { texts: ['No settings for this account yet.'] },
      confirm: { title: 'Delete setting', question: (setting) => `Delete the setting ${setting.key}?` },
      fields: (form) => [
        { kind: 'text', name: 'key', label: 'Key', readOnly: form.editing },
        { kind: 'text', name: 'value', label: 'Value', rows: 2 },
        ...(form.values.key === 'multi-channels'
          ? [{ kind: 'note' as const, text: MULTI_CHANNELS_HINT }]
          : []),
      ],
    },
  };
}
