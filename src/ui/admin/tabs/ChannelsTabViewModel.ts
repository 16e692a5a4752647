import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import type {
  AccountChannelAssignment,
  AdminAccount,
  ChannelConfig,
  ChannelType,
} from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import type { AdminDeps } from '../AdminDeps';
import { failureText, loadDelay } from '../common/admin-helpers';
import { Confirmation } from '../common/Confirmation';
import { AssignmentForm, ChannelConfigForm } from './ChannelForms';

/** The Channel Config tab (spec 3 §2, §5, §8): configs, and their assignment to accounts. */
export class ChannelsTabViewModel {
  channels: ChannelConfig[] = [];
  types: ChannelType[] = [];
  assignments: AccountChannelAssignment[] = [];
  accounts: AdminAccount[] = [];
  loading = false;
  loadError: string | null = null;
  error: string | null = null;
  configForm: ChannelConfigForm | null = null;
  assignmentForm: AssignmentForm | null = null;
  readonly channelDeletion = new Confirmation<ChannelConfig>();
  readonly assignmentRemoval = new Confirmation<AccountChannelAssignment>();

  constructor(private readonly deps: AdminDeps) {
    makeObservable(this, {
      channels: observableRef,
      types: observableRef,
      assignments: observableRef,
      accounts: observableRef,
      loading: observable,
      loadError: observable,
      error: observable,
      configForm: observableRef,
      assignmentForm: observableRef,
    });
  }

  private get userId(): string {
    return this.deps.actor.userId;
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
      this.loadError = null;
    });
    await loadDelay(this.deps.clock);
    const [data, accounts] = await Promise.all([
      this.deps.useCases.loadChannelData.execute({ userId: this.userId }),
      this.deps.useCases.loadAccounts.execute({ userId: this.userId }),
    ]);
    runInAction(() => {
      this.loading = false;
      if (data.ok) {
        this.channels = data.value.channels;
        this.types = data.value.types;
        this.assignments = data.value.assignments;
      } else this.loadError = ADMIN_TEXTS.channelsLoadFailed;
      if (accounts.ok) this.accounts = accounts.value;
    });
  }

  addChannelClicked(): void {
    runInAction(() => {
      this.configForm = new ChannelConfigForm(null, this.types);
    });
  }

  editChannelClicked(channel: ChannelConfig): void {
    runInAction(() => {
      this.configForm = new ChannelConfigForm(channel, this.types);
    });
  }

  assignClicked(): void {
    runInAction(() => {
      this.assignmentForm = new AssignmentForm();
    });
  }

  formsClosed(): void {
    runInAction(() => {
      this.configForm = null;
      this.assignmentForm = null;
    });
  }

  async saveChannelClicked(): Promise<boolean> {
    const form = this.configForm;
    if (!form) return false;
    runInAction(() => {
      form.saving = true;
      form.error = null;
    });
    const outcome = await this.deps.useCases.saveChannelConfig.execute({
      userId: this.userId,
      existing: form.existing,
      name: form.name,
      type: form.type,
      fields: form.fields,
    });
    runInAction(() => {
      form.saving = false;
      if (outcome.ok) this.configForm = null;
      else form.error = failureText(ADMIN_TEXTS.saveChannelFailed, outcome);
    });
    if (outcome.ok) void this.load();
    return outcome.ok;
  }

  async saveAssignmentClicked(): Promise<boolean> {
    const form = this.assignmentForm;
    if (!form) return false;
    runInAction(() => {
      form.saving = true;
      form.error = null;
    });
    const outcome = await this.deps.useCases.assignChannel.execute({
      userId: this.userId,
      accountId: form.accountId || null,
      channelId: form.channelId || null,
      isEnabled: form.isEnabled,
    });
    runInAction(() => {
      form.saving = false;
      if (outcome.ok) this.assignmentForm = null;
      else form.error = failureText(ADMIN_TEXTS.createAssociationFailed, outcome);
    });
    if (outcome.ok) void this.load();
    return outcome.ok;
  }

  async toggleClicked(assignment: AccountChannelAssignment): Promise<void> {
    const outcome = await this.deps.useCases.toggleChannelAssignment.execute({
      userId: this.userId,
      assignment,
    });
    runInAction(() => {
      if (!outcome.ok) {
        this.error = failureText(ADMIN_TEXTS.toggleChannelFailed, outcome);
        return;
      }
      this.error = null;
      this.assignments = this.assignments.map((row) =>
        row.id === assignment.id ? { ...row, is_enabled: outcome.value } : row,
      );
    });
  }

  async deleteChannelConfirmed(): Promise<void> {
    const channel = this.channelDeletion.take();
    if (!channel) return;
    const outcome = await this.deps.useCases.deleteChannelConfig.execute({
      userId: this.userId,
      channelId: channel.id,
    });
    runInAction(() => {
      this.error = outcome.ok ? null : failureText(ADMIN_TEXTS.deleteChannelFailed, outcome);
    });
    if (outcome.ok) void this.load();
  }

  async removeAssignmentConfirmed(): Promise<void> {
    const assignment = this.assignmentRemoval.take();
    if (!assignment) return;
    const outcome = await this.deps.useCases.removeChannelAssignment.execute({
      userId: this.userId,
      assignmentId: assignment.id,
    });
    runInAction(() => {
      this.error = outcome.ok ? null : failureText(ADMIN_TEXTS.removeAssignmentFailed, outcome);
    });
    if (outcome.ok) void this.load();
  }
}
