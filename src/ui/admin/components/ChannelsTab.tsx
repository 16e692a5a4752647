import * as Switch from '@radix-ui/react-switch';
import { observer } from 'mobx-react-lite';
import type { ChannelsTabViewModel } from '../tabs/ChannelsTabViewModel';
import styles from './Admin.module.css';
import { AdminDialog } from './AdminDialog';
import { adminDate } from './admin-format';
import { ChannelConfigDialog } from './ChannelConfigDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { EditDeleteButtons } from './EditDeleteButtons';
import { ListTabHeader } from './ListTabHeader';
import switchStyles from './Switch.module.css';

/** The Channel Config tab (spec 3 §2): configs, and which accounts have them. */
export const ChannelsTab = observer(function ChannelsTab({ vm }: { vm: ChannelsTabViewModel }) {
  const assignment = vm.assignmentForm;
  return (
    <section aria-labelledby="channels-heading">
      <ListTabHeader
        heading="Channel Configs"
        headingId="channels-heading"
        addLabel="Add Channel"
        onAdd={() => vm.addChannelClicked()}
        list={vm}
        alert={vm.error}
      />
      <table className={styles.table} aria-label="Channel configs">
        <thead>
          <tr>
            {['Name', 'Type', 'Created By', 'Created On', 'Actions'].map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {vm.channels.map((channel) => (
            <tr key={channel.id}>
              <td>{channel.name}</td>
              <td>{channel.channel_type_name}</td>
              <td>{channel.created_by_email ?? 'N/A'}</td>
              <td>{adminDate(channel.created_at)}</td>
              <td className={styles.actions}>
                <EditDeleteButtons
                  subject={`channel ${channel.name}`}
                  onEdit={() => vm.editChannelClicked(channel)}
                  onDelete={() => vm.channelDeletion.ask(channel)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={`${styles.toolbar} ${styles.section}`}>
        <h2>Account Channel Assignments</h2>
        <button type="button" className={styles.primary} onClick={() => vm.assignClicked()}>
          Assign Channel
        </button>
      </div>
      <table className={styles.table} aria-label="Account channel assignments">
        <thead>
          <tr>
            {['Account', 'Channel', 'Type', 'Enabled', 'Assigned On', 'Actions'].map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {vm.assignments.map((row) => (
            <tr key={row.id}>
              <td>{row.account_name}</td>
              <td>{row.channel_name}</td>
              <td>{row.channel_type_name}</td>
              <td>
                <Switch.Root
                  className={switchStyles.root}
                  checked={row.is_enabled}
                  aria-label={`${row.channel_name} enabled for ${row.account_name}`}
                  onCheckedChange={() => void vm.toggleClicked(row)}
                >
                  <Switch.Thumb className={switchStyles.thumb} />
                </Switch.Root>{' '}
                {row.is_enabled ? 'Enabled' : 'Disabled'}
              </td>
              <td>{adminDate(row.created_at)}</td>
              <td>
                <button
                  type="button"
                  className={styles.danger}
                  aria-label={`Remove ${row.channel_name} from ${row.account_name}`}
                  onClick={() => vm.assignmentRemoval.ask(row)}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {vm.configForm && (
        <ChannelConfigDialog
          form={vm.configForm}
          onSubmit={() => void vm.saveChannelClicked()}
          onClose={() => vm.formsClosed()}
        />
      )}
      {assignment && (
        <AdminDialog
          title="Assign Channel"
          submitLabel="Assign"
          error={assignment.error}
          busy={assignment.saving}
          onSubmit={() => void vm.saveAssignmentClicked()}
          onClose={() => vm.formsClosed()}
        >
          <label className={styles.field}>
            Account
            <select
              value={assignment.accountId}
              onChange={(event) => assignment.changed({ accountId: event.target.value })}
            >
              <option value="">Select an account</option>
              {vm.accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Channel
            <select
              value={assignment.channelId}
              onChange={(event) => assignment.changed({ channelId: event.target.value })}
            >
              <option value="">Select a channel</option>
              {vm.channels.map((channel) => (
                <option key={channel.id} value={channel.id}>
                  {channel.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.checkRow}>
            <input
              type="checkbox"
              checked={assignment.isEnabled}
              onChange={(event) => assignment.changed({ isEnabled: event.target.checked })}
            />
            Enabled
          </label>
        </AdminDialog>
      )}
      {vm.channelDeletion.subject && (
        <ConfirmDialog
          title="Delete channel"
          message={`Delete ${vm.channelDeletion.subject.name}? Accounts that use it lose it.`}
          confirmLabel="Delete"
          onConfirm={() => void vm.deleteChannelConfirmed()}
          onCancel={() => vm.channelDeletion.cancel()}
        />
      )}
      {vm.assignmentRemoval.subject && (
        <ConfirmDialog
          title="Remove channel from account"
          message={`Remove ${vm.assignmentRemoval.subject.channel_name} from ${vm.assignmentRemoval.subject.account_name}?`}
          confirmLabel="Remove"
          onConfirm={() => void vm.removeAssignmentConfirmed()}
          onCancel={() => vm.assignmentRemoval.cancel()}
        />
      )}
    </section>
  );
});
