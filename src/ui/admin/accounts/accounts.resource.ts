import type { AdminAccount } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { quoting } from '../../kit/failure-text';
import { EntityForm } from '../../kit/form/EntityForm';
import type { AdminDeps } from '../AdminDeps';
import { type AdminColumn, type AdminSection, adminCollection } from '../common/admin-section';
import { column, dateColumn } from '../common/table-parts';

export interface AccountValues {
  name: string;
  description: string;
  status: 'active' | 'inactive';
}

const columns: AdminColumn<AdminAccount>[] = [
  column('name', 'Name', (account) => account.name, { sort: 'text' }),
  column('description', 'Description', (account) => account.description),
  column('created-by', 'Created By', (account) => account.createdByName ?? 'N/A'),
  dateColumn('created', 'Created On', (account) => account.createdAt),
  dateColumn('updated', 'Last Updated', (account) => account.updatedAt),
  column('status', 'Status', (account) => (account.status === 'inactive' ? 'Inactive' : 'Active'), {
    look: 'badge',
  }),
];

/** The accounts table of the Accounts tab (spec 3 §2, §4, §5): add and edit; a new account is active. */
export function accountsSection(
  deps: AdminDeps,
  drillDown: { adminsPressed(account: AdminAccount): void; settingsPressed(account: AdminAccount): void },
): AdminSection<AdminAccount, AccountValues> {
  const userId = () => deps.actor.userId;
  const collection = adminCollection<AdminAccount>(deps, {
    load: () => deps.useCases.loadAccounts.execute({ userId: userId() }),
    loadFailed: ADMIN_TEXTS.accountsLoadFailed,
    rowId: (account) => account.id,
    columns,
    initialSort: { column: 'name', direction: 'asc' },
  });
  const openForm = (existing: AdminAccount | null) =>
    collection.formOpened(
      new EntityForm<AccountValues>({
        title: existing ? 'Edit Account' : 'Add Account',
        submitLabel: existing ? 'Save Account' : 'Create Account',
        editing: existing !== null,
        initial: {
          name: existing?.name ?? '',
          description: existing?.description ?? '',
          status: existing?.status ?? 'active',
        },
        save: (draft) =>
          deps.useCases.saveAccount.execute({ userId: userId(), accountId: existing?.id ?? null, draft }),
        failed: quoting(ADMIN_TEXTS.saveAccountFailed),
      }),
    );
  return {
    collection,
    view: {
      heading: 'Accounts',
      headingId: 'accounts-heading',
      table: 'Accounts',
      add: { label: 'Add Account', pressed: () => openForm(null) },
      columns,
      buttons: [
        { label: 'Edit', name: (account) => `Edit account ${account.name}`, pressed: openForm },
        {
          label: 'Admins',
          name: (account) => `Account admins of ${account.name}`,
          pressed: drillDown.adminsPressed,
        },
        {
          label: 'Settings',
          name: (account) => `Settings of ${account.name}`,
          pressed: drillDown.settingsPressed,
        },
      ],
      fields: (form) => [
        { kind: 'text', name: 'name', label: 'Account Name', required: true },
        { kind: 'text', name: 'description', label: 'Description', rows: 2 },
        ...(form.editing
          ? [
              {
                kind: 'select' as const,
                name: 'status' as const,
                label: 'Status',
                placeholder: 'Select a status',
                choices: [
                  { value: 'active', label: 'Active' },
                  { value: 'inactive', label: 'Inactive' },
                ],
              },
            ]
          : []),
      ],
    },
  };
}
