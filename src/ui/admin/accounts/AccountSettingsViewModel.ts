import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { AccountSetting, AdminAccount } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import type { AdminDeps } from '../AdminDeps';
import { failureText, loadDelay } from '../common/admin-helpers';
import { Confirmation } from '../common/Confirmation';
import type { FormField } from '../common/form-field';

/** The setting modal: the key is fixed while editing (spec 3 §5). */
export class SettingForm {
  key: string;
  value: string;
  error: string | null = null;
  saving = false;

  constructor(readonly existing: AccountSetting | null) {
    this.key = existing?.setting_key ?? '';
    this.value = existing?.setting_value ?? '';
    makeObservable(this, {
      changed: action,
      key: observable,
      value: observable,
      error: observable,
      saving: observable,
    });
  }

  /** The user edited fields of the form. */
  changed(patch: Partial<Pick<SettingForm, FormField<SettingForm>>>): void {
    Object.assign(this, patch);
  }
}

/** Settings of one account (spec 3 §2 drill-down); `multi-channels` is read by the campaign screens. */
export class AccountSettingsViewModel {
  settings: AccountSetting[] = [];
  loading = false;
  loadError: string | null = null;
  error: string | null = null;
  form: SettingForm | null = null;
  readonly deletion = new Confirmation<AccountSetting>();

  constructor(
    private readonly deps: AdminDeps,
    readonly account: AdminAccount,
  ) {
    makeObservable(this, {
      settings: observableRef,
      loading: observable,
      loadError: observable,
      error: observable,
      form: observableRef,
    });
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
      this.loadError = null;
    });
    await loadDelay(this.deps.clock);
    const loaded = await this.deps.useCases.loadAccountSettings.execute({
      userId: this.deps.actor.userId,
      accountId: this.account.id,
    });
    runInAction(() => {
      this.loading = false;
      if (loaded.ok) this.settings = loaded.value;
      else this.loadError = ADMIN_TEXTS.settingsLoadFailed;
    });
  }

  addClicked(): void {
    runInAction(() => {
      this.form = new SettingForm(null);
    });
  }

  editClicked(setting: AccountSetting): void {
    runInAction(() => {
      this.form = new SettingForm(setting);
    });
  }

  formClosed(): void {
    runInAction(() => {
      this.form = null;
    });
  }

  async saveClicked(): Promise<boolean> {
    const form = this.form;
    if (!form) return false;
    runInAction(() => {
      form.saving = true;
      form.error = null;
    });
    const outcome = await this.deps.useCases.saveAccountSetting.execute({
      userId: this.deps.actor.userId,
      accountId: this.account.id,
      key: form.existing?.setting_key ?? form.key,
      value: form.value,
    });
    runInAction(() => {
      form.saving = false;
      if (outcome.ok) this.form = null;
      else form.error = failureText(ADMIN_TEXTS.saveSettingFailed, outcome);
    });
    if (outcome.ok) void this.load();
    return outcome.ok;
  }

  async deleteConfirmed(): Promise<void> {
    const setting = this.deletion.take();
    if (!setting) return;
    const outcome = await this.deps.useCases.deleteAccountSetting.execute({
      userId: this.deps.actor.userId,
      accountId: this.account.id,
      key: setting.setting_key,
    });
    runInAction(() => {
      this.error = outcome.ok ? null : failureText(ADMIN_TEXTS.deleteSettingFailed, outcome);
    });
    if (outcome.ok) void this.load();
  }
}
