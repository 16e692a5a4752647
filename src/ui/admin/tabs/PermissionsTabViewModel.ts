import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Permission } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import type { AdminDeps } from '../AdminDeps';
import { failureText, loadDelay } from '../common/admin-helpers';
import { Confirmation } from '../common/Confirmation';
import type { FormField } from '../common/form-field';

/** The permission modal: the key is typed once, at creation (spec 3 §5). */
export class PermissionForm {
  key: string;
  name: string;
  description: string;
  error: string | null = null;
  saving = false;

  constructor(readonly existing: Permission | null) {
    this.key = existing?.key ?? '';
    this.name = existing?.name ?? '';
    this.description = existing?.description ?? '';
    makeObservable(this, {
      changed: action,
      key: observable,
      name: observable,
      description: observable,
      error: observable,
      saving: observable,
    });
  }

  /** The user edited fields of the form. */
  changed(patch: Partial<Pick<PermissionForm, FormField<PermissionForm>>>): void {
    Object.assign(this, patch);
  }
}

/** The Permissions tab (spec 3 §2): system permissions have no edit or delete. */
export class PermissionsTabViewModel {
  permissions: Permission[] = [];
  loading = false;
  loadError: string | null = null;
  alert: string | null = null;
  form: PermissionForm | null = null;
  readonly deletion = new Confirmation<Permission>();

  constructor(private readonly deps: AdminDeps) {
    makeObservable(this, {
      permissions: observableRef,
      loading: observable,
      loadError: observable,
      alert: observable,
      form: observableRef,
      addClicked: action,
      editClicked: action,
      formClosed: action,
    });
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
      this.loadError = null;
    });
    await loadDelay(this.deps.clock);
    const loaded = await this.deps.useCases.loadPermissions.execute({ userId: this.deps.actor.userId });
    runInAction(() => {
      this.loading = false;
      if (loaded.ok) this.permissions = loaded.value;
      else this.loadError = ADMIN_TEXTS.permissionsLoadFailed;
    });
  }

  addClicked(): void {
    this.form = new PermissionForm(null);
  }

  editClicked(permission: Permission): void {
    if (!permission.is_system) this.form = new PermissionForm(permission);
  }

  formClosed(): void {
    this.form = null;
  }

  async saveClicked(): Promise<boolean> {
    const form = this.form;
    if (!form) return false;
    runInAction(() => {
      form.saving = true;
      form.error = null;
    });
    const outcome = await this.deps.useCases.savePermission.execute({
      userId: this.deps.actor.userId,
      existing: form.existing,
      draft: { key: form.key, name: form.name, description: form.description },
    });
    runInAction(() => {
      form.saving = false;
      if (outcome.ok) this.form = null;
      else form.error = failureText(ADMIN_TEXTS.addPermissionFailed, outcome);
    });
    if (outcome.ok) void this.load();
    return outcome.ok;
  }

  async deleteConfirmed(): Promise<void> {
    const permission = this.deletion.take();
    if (!permission) return;
    const outcome = await this.deps.useCases.deletePermission.execute({
      userId: this.deps.actor.userId,
      permission,
    });
    runInAction(() => {
      this.alert = outcome.ok ? null : `${ADMIN_TEXTS.deletePermissionFailed}${outcome.message}`;
    });
    if (outcome.ok) void this.load();
  }
}
