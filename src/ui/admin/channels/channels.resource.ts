import { observable, runInAction } from 'mobx';
import type {
  AccountChannelAssignment,
  AdminAccount,
  ChannelConfig,
  ChannelType,
} from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import type { ChannelData } from '../../../core/use-cases/admin/LoadChannelData';
import type { Outcome } from '../../../core/use-cases/outcome';
import { Lookup } from '../../kit/collection/Lookup';
import { quoting } from '../../kit/failure-text';
import { EntityForm } from '../../kit/form/EntityForm';
import type { AdminDeps } from '../AdminDeps';
import { type AdminSection, adminCollection } from '../common/admin-section';
import { column, dateColumn, deleteButton, editButton } from '../common/table-parts';
import { type ChannelValues, channelConfigFields, channelConfigForm } from './channel-config-form';

export interface AssignmentValues {
  accountId: string;
  channelId: string;
  isEnabled: boolean;
}

/** The Channel Config tab (spec 3 §2, §5, §8): configs, and their assignment to accounts. */
export class ChannelsTabViewModel {
  readonly configs: AdminSection<ChannelConfig, ChannelValues>;
  readonly assignments: AdminSection<AccountChannelAssignment, AssignmentValues>;
  readonly types = observable.box<readonly ChannelType[]>([], { deep: false });
  readonly accounts: Lookup<AdminAccount[]>;
  /** While both tables load together, the one read they share. */
  private shared: { read: Promise<Outcome<ChannelData>> | null } | null = null;

  constructor(private readonly deps: AdminDeps) {
    this.accounts = new Lookup(
      () => deps.useCases.loadAccounts.execute({ userId: deps.actor.userId }),
      [],
      null,
    );
    this.configs = this.configSection();
    this.assignments = this.assignmentSection();
  }

  /** Both tables, from one read of the channel lists; a table saved alone reads again alone. */
  async load(): Promise<void> {
    this.shared = { read: null };
    try {
      await Promise.all([this.configs.collection.load(), this.assignments.collection.load()]);
    } finally {
      this.shared = null;
    }
  }

  /** Adds a config of a type (the form opened, the type chosen), for a caller that does what a user does. */
  addPressed(): EntityForm<ChannelValues> {
    const form = channelConfigForm(this.deps, null, this.types.get());
    this.configs.collection.formOpened(form);
    return form;
  }

  private channelData<T>(pick: (data: ChannelData) => T): Promise<Outcome<T>> {
    const read = () => this.deps.useCases.loadChannelData.execute({ userId: this.deps.actor.userId });
    let reading: Promise<Outcome<ChannelData>>;
    if (this.shared) {
      this.shared.read ??= read();
      reading = this.shared.read;
    } else reading = read();
    return reading.then((data) => {
      if (data.ok) runInAction(() => this.types.set(data.value.types));
      return data.ok ? { ok: true, value: pick(data.value) } : data;
    });
  }

  private configSection(): AdminSection<ChannelConfig, ChannelValues> {
    const columns = [
      column<ChannelConfig>('name', 'Name', (channel) => channel.name),
      column<ChannelConfig>('type', 'Type', (channel) => channel.typeName),
      column<ChannelConfig>('created-by', 'Created By', (channel) => channel.createdByEmail ?? 'N/A'),
      dateColumn<ChannelConfig>('created', 'Created On', (channel) => channel.createdAt),
    ];
    const collection = adminCollection<ChannelConfig>(this.deps, {
      load: () => this.channelData((data) => data.channels),
      loadFailed: ADMIN_TEXTS.channelsLoadFailed,
      rowId: (channel) => channel.id,
      columns,
      remove: {
        save: (channel) =>
          this.deps.useCases.calls.execute('deleteChannel', this.deps.actor.userId, channel.id),
        failed: quoting(ADMIN_TEXTS.deleteChannelFailed),
      },
    });
    const editPressed = (channel: ChannelConfig) =>
      collection.formOpened(channelConfigForm(this.deps, channel, this.types.get()));
    return {
      collection,
      view: {
        heading: 'Channel Configs',
        headingId: 'channels-heading',
        table: 'Channel configs',
        add: { label: 'Add Channel', pressed: () => this.addPressed() },
        columns,
        buttons: [
          editButton((channel) => `channel ${channel.name}`, editPressed),
          deleteButton(collection, (channel) => `channel ${channel.name}`),
        ],
        confirm: {
          title: 'Delete channel',
          question: (channel) => `Delete ${channel.name}? Accounts that use it lose it.`,
        },
        fields: (form) => channelConfigFields(form, this.types.get()),
      },
    };
  }

  private assignmentSection(): AdminSection<AccountChannelAssignment, AssignmentValues> {
    const { deps } = this;
    const collection = adminCollection<AccountChannelAssignment>(deps, {
      load: () => this.channelData((data) => data.assignments),
      loadFailed: ADMIN_TEXTS.channelsLoadFailed,
      lookups: [this.accounts],
      rowId: (row) => row.id,
      columns: [],
      remove: {
        save: (row) => deps.useCases.calls.execute('removeChannelAssignment', deps.actor.userId, row.id),
        failed: quoting(ADMIN_TEXTS.removeAssignmentFailed),
      },
    });
    const toggled = async (row: AccountChannelAssignment) => {
      const isEnabled = !row.isEnabled;
      const saved = await collection.attempt(
        () =>
          deps.useCases.calls.execute('setChannelAssignmentEnabled', deps.actor.userId, row.id, isEnabled),
        quoting(ADMIN_TEXTS.toggleChannelFailed),
      );
      if (saved.ok)
        collection.list.replaced(
          (candidate) => candidate.id === row.id,
          (candidate) => ({ ...candidate, isEnabled }),
        );
    };
    const assignPressed = () =>
      collection.formOpened(
        new EntityForm<AssignmentValues>({
          title: 'Assign Channel',
          submitLabel: 'Assign',
          initial: { accountId: '', channelId: '', isEnabled: true },
          save: (values) =>
            deps.useCases.assignChannel.execute({
              userId: deps.actor.userId,
              accountId: values.accountId || null,
              channelId: values.channelId || null,
              isEnabled: values.isEnabled,
            }),
          failed: quoting(ADMIN_TEXTS.createAssociationFailed),
        }),
      );
    return {
      collection,
      view: {
        heading: 'Account Channel Assignments',
        headingId: 'assignments-heading',
        table: 'Account channel assignments',
        add: { label: 'Assign Channel', pressed: assignPressed },
        columns: [
          column('account', 'Account', (row) => row.accountName),
          column('channel', 'Channel', (row) => row.channelName),
          column('type', 'Type', (row) => row.channelTypeName),
          column('enabled', 'Enabled', (row) => (row.isEnabled ? 'Enabled' : 'Disabled'), {
            toggle: {
              label: (row) => `${row.channelName} enabled for ${row.accountName}`,
              on: (row) => row.isEnabled,
              toggled: (row) => void toggled(row),
            },
          }),
          dateColumn('assigned', 'Assigned On', (row) => row.createdAt),
        ],
        buttons: [
          deleteButton(collection, (row) => `${row.channelName} from ${row.accountName}`, {
            label: 'Remove',
          }),
        ],
        confirm: {
          title: 'Remove channel from account',
          question: (row) => `Remove ${row.channelName} from ${row.accountName}?`,
          label: 'Remove',
        },
        fields: () => [
          {
            kind: 'select',
            name: 'accountId',
            label: 'Account',
            placeholder: 'Select an account',
            choices: this.accounts.value.map((account) => ({ value: account.id, label: account.name })),
          },
          {
            kind: 'select',
            name: 'channelId',
            label: 'Channel',
            placeholder: 'Select a channel',
            choices: this.configs.collection.list.all.map((channel) => ({
              value: channel.id,
              label: channel.name,
            })),
          },
          { kind: 'checkbox', name: 'isEnabled', label: 'Enabled' },
        ],
      },
    };
  }
}
