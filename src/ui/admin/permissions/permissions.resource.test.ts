import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { aPermission } from '../../../core/testing/admin-fixtures';
import type { EntityForm } from '../../kit/form/EntityForm';
import { adminHarness } from '../testing/admin-harness';
import { type PermissionValues, permissionsSection } from './permissions.resource';

const SYSTEM = aPermission({ id: 'p-1', key: 'can_approve', name: 'Approve', isSystem: true });
const CUSTOM = aPermission({ id: 'p-2', key: 'view_reports', name: 'View reports' });

async function openPermissions() {
  const harness = adminHarness({ isSuperAdmin: true }, { listPermissions: [SYSTEM, CUSTOM] });
  return { ...harness, permissions: await harness.opened(permissionsSection) };
}

describe('the Permissions tab', () => {
  it('offers Edit and Delete on custom permissions only', async () => {
    const { permissions } = await openPermissions();
    const offered = (label: string, row: typeof SYSTEM) =>
      permissions.view.buttons?.find((button) => button.label === label)?.shown?.(row);
    expect([offered('Edit', SYSTEM), offered('Delete', SYSTEM)]).toEqual([false, false]);
    expect([offered('Edit', CUSTOM), offered('Delete', CUSTOM)]).toEqual([true, true]);
  });

  it('keeps the key fixed while editing, and sends only name and description', async () => {
    const { permissions, admin } = await openPermissions();
    permissions.view.buttons?.find((button) => button.label === 'Edit')?.pressed(CUSTOM);
    const form = permissions.collection.form as EntityForm<PermissionValues>;
    expect(permissions.view.fields?.(form)[0]).toMatchObject({ name: 'key', readOnly: true });
    form.changed({ name: 'Read reports' });
    await permissions.collection.formSubmitted();
    expect(admin.callsOf('updatePermission')).toEqual([
      ['u-alex', 'p-2', { name: 'Read reports', description: '' }],
    ]);
  });

  it('says a refused delete with the spec prefix', async () => {
    const { permissions, admin } = await openPermissions();
    admin.failing.add('deletePermission');
    permissions.collection.actions.deleteRequested(CUSTOM);
    await permissions.collection.actions.deleteConfirmed();
    expect(permissions.collection.error).toBe(`${ADMIN_TEXTS.deletePermissionFailed}deletePermission failed`);
  });
});
