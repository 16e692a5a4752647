import { describe, expect, it } from 'vitest';
import type { Role } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { ADMIN_ROLES, aPermission } from '../../../core/testing/admin-fixtures';
import type { EntityForm } from '../../kit/form/EntityForm';
import { adminHarness } from '../testing/admin-harness';
import { type RoleValues, rolesSection } from './roles.resource';

const PERMISSIONS = [
  aPermission({ id: 'p-1', key: 'can_approve', name: 'Approve', isSystem: true }),
  aPermission({ id: 'p-2', key: 'view_reports', name: 'View reports' }),
];

async function openRoles() {
  const harness = adminHarness(
    { isSuperAdmin: true },
    { listRoles: ADMIN_ROLES, listPermissions: PERMISSIONS },
  );
  return { ...harness, roles: await harness.opened(rolesSection) };
}

describe('the Roles tab', () => {
  it('lists the roles by name, and says a role with users cannot be deleted', async () => {
    const { roles } = await openRoles();
    expect(roles.collection.rows.map((role) => role.name)).toEqual([
      'Admin',
      'Probe Ops',
      'Super Admin',
      'User',
    ]);
    const remove = roles.view.buttons?.find((button) => button.label === 'Delete');
    expect(remove?.refusal?.(roles.collection.rows[0] as (typeof ADMIN_ROLES)[0])).toBe(
      'This role still has users',
    );
    expect(remove?.refusal?.(roles.collection.rows[3] as (typeof ADMIN_ROLES)[0])).toBeUndefined();
  });

  it('creates a role with the permissions ticked, then lists again', async () => {
    const { roles, admin } = await openRoles();
    roles.view.add?.pressed();
    const form = roles.collection.form as EntityForm<RoleValues>;
    expect(form.title).toBe('Add New Role');
    form.changed({ name: 'Planner' });
    form.toggled('permissionIds', 'p-2', true);
    expect(await roles.collection.formSubmitted()).toBe(true);
    expect(admin.callsOf('createRole')).toEqual([
      ['u-alex', { name: 'Planner', description: '', permissions: { 'p-1': false, 'p-2': true } }],
    ]);
  });

  it('opens an edit with the permissions the role grants ticked', async () => {
    const { roles, admin } = await openRoles();
    admin.answers.set('listRolePermissionIds', ['p-1']);
    await roles.view.buttons?.find((button) => button.label === 'Edit')?.pressed(ADMIN_ROLES[0] as Role);
    const form = roles.collection.form as EntityForm<RoleValues>;
    expect(form.title).toBe('Edit Role');
    expect(form.values.permissionIds).toEqual(['p-1']);
  });

  it("keeps the dialog with 'Failed to save role: ' and the server's words", async () => {
    const { roles, admin } = await openRoles();
    admin.failing.add('createRole');
    roles.view.add?.pressed();
    roles.collection.form?.changed({ name: 'Planner' });
    await roles.collection.formSubmitted();
    expect(roles.collection.form?.error).toBe(`${ADMIN_TEXTS.saveRoleFailed}createRole failed`);
  });

  it('offers the permissions as checkboxes, or says there are none', async () => {
    const { roles, admin, pass } = await openRoles();
    roles.view.add?.pressed();
    const fields = roles.view.fields?.(roles.collection.form as EntityForm<RoleValues>) ?? [];
    expect(fields.find((field) => field.kind === 'checklist')).toMatchObject({
      choices: [
        { value: 'p-1', label: 'Approve', detail: 'can_approve' },
        { value: 'p-2', label: 'View reports', detail: 'view_reports' },
      ],
      empty: ADMIN_TEXTS.noPermissionsForRole,
    });
    admin.failing.add('listPermissions');
    const loading = roles.collection.load();
    await pass();
    await loading;
    expect(roles.collection.list.loadError).toBe(ADMIN_TEXTS.permissionsLoadFailed);
  });
});
