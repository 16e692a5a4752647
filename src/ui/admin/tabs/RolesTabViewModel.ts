import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Permission, Role } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import type { AdminDeps } from '../AdminDeps';
import { failureText, loadDelay } from '../common/admin-helpers';
import { Confirmation } from '../common/Confirmation';
import type { FormField } from '../common/form-field';
import { SortedColumns } from '../common/SortedColumns';

export type RoleColumn = 'name' | 'description' | 'users' | 'permissions';

/** The role modal's fields ('Add New Role' / 'Edit Role'). */
export class RoleForm {
  name: string;
  description: string;
  checked: ReadonlySet<string>;
  error: string | null = null;
  saving = false;

  constructor(
    readonly role: Role | null,
    checked: readonly string[] = [],
  ) {
    this.name = role?.name ?? '';
    this.description = role?.description ?? '';
    this.checked = new Set(checked);
    makeObservable(this, {
      changed: action,
      name: observable,
      description: observable,
      checked: observableRef,
      error: observable,
      saving: observable,
      permissionToggled: action,
    });
  }

  /** The user edited fields of the form. */
  changed(patch: Partial<Pick<RoleForm, FormField<RoleForm>>>): void {
    Object.assign(this, patch);
  }

  get title(): string {
    return this.role ? 'Edit Role' : 'Add New Role';
  }

  permissionToggled(permissionId: string, on: boolean): void {
    const next = new Set(this.checked);
    if (on) next.add(permissionId);
    else next.delete(permissionId);
    this.checked = next;
  }
}

/** The Roles tab (spec 3 §2 Role Management, §5, §8). */
export class RolesTabViewModel {
  roles: Role[] = [];
  permissions: Permission[] = [];
  loading = false;
  loadError: string | null = null;
  /** Shown as an alert: 'Failed to delete role: …'. */
  alert: string | null = null;
  form: RoleForm | null = null;
  readonly deletion = new Confirmation<Role>();
  readonly table = new SortedColumns<Role, RoleColumn>(
    {
      name: { label: 'Name', kind: 'text', read: (r) => r.name },
      description: { label: 'Description', kind: 'text', read: (r) => r.description },
      users: { label: 'Users', kind: 'number', read: (r) => r.user_count },
      permissions: { label: 'Permissions', kind: 'number', read: (r) => r.permission_count },
    },
    { column: 'name', direction: 'asc' },
  );

  constructor(private readonly deps: AdminDeps) {
    makeObservable(this, {
      roles: observableRef,
      permissions: observableRef,
      loading: observable,
      loadError: observable,
      alert: observable,
      form: observableRef,
      rows: computed,
      addClicked: action,
      formClosed: action,
    });
  }

  get rows(): Role[] {
    return this.table.apply(this.roles);
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
      this.loadError = null;
    });
    await loadDelay(this.deps.clock);
    const userId = this.deps.actor.userId;
    const [roles, permissions] = await Promise.all([
      this.deps.useCases.loadRoles.execute({ userId }),
      this.deps.useCases.loadPermissions.execute({ userId }),
    ]);
    runInAction(() => {
      this.loading = false;
      if (roles.ok) this.roles = roles.value;
      if (permissions.ok) this.permissions = permissions.value;
      if (!roles.ok) this.loadError = ADMIN_TEXTS.rolesLoadFailed;
      else if (!permissions.ok) this.loadError = ADMIN_TEXTS.permissionsLoadFailed;
    });
  }

  addClicked(): void {
    this.form = new RoleForm(null);
  }

  async editClicked(role: Role): Promise<void> {
    const granted = await this.deps.useCases.loadRolePermissions.execute({
      userId: this.deps.actor.userId,
      roleId: role.id,
    });
    if (!granted.ok) console.error('Failed to load role permissions', granted.message);
    runInAction(() => {
      this.form = new RoleForm(role, granted.ok ? granted.value : []);
    });
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
    const permissions = Object.fromEntries(this.permissions.map((p) => [p.id, form.checked.has(p.id)]));
    const outcome = await this.deps.useCases.saveRole.execute({
      userId: this.deps.actor.userId,
      roleId: form.role?.id ?? null,
      draft: { name: form.name, description: form.description, permissions },
    });
    runInAction(() => {
      form.saving = false;
      if (outcome.ok) this.form = null;
      else form.error = failureText(ADMIN_TEXTS.saveRoleFailed, outcome);
    });
    if (outcome.ok) void this.load();
    return outcome.ok;
  }

  async deleteConfirmed(): Promise<void> {
    const role = this.deletion.take();
    if (!role) return;
    const outcome = await this.deps.useCases.deleteRole.execute({ userId: this.deps.actor.userId, role });
    runInAction(() => {
      this.alert = outcome.ok ? null : `${ADMIN_TEXTS.deleteRoleFailed}${outcome.message}`;
    });
    if (outcome.ok) void this.load();
  }

  alertDismissed(): void {
    runInAction(() => {
      this.alert = null;
    });
  }
}
