import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import { aPermission } from '../../testing/admin-fixtures';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { SavePermission } from './SavePermission';

describe('SavePermission', () => {
  it('requires key and name, and never sends a changed key', async () => {
    const admin = new FakeAdminPort();
    const useCase = new SavePermission(admin.port);
    const blank = await useCase.execute({ userId: 'u', existing: null, draft: { key: ' ', name: 'x' } });
    expect(blank).toMatchObject({ ok: false, message: ADMIN_TEXTS.permissionKeyAndName });
    const existing = aPermission({ id: 'p-1', key: 'view_reports', isSystem: false });
    await useCase.execute({ userId: 'u', existing, draft: { key: 'changed', name: 'Read reports' } });
    expect(admin.callsOf('updatePermission')).toEqual([
      ['u', 'p-1', { name: 'Read reports', description: '' }],
    ]);
  });

  it('creates a new one trimmed, and never changes a system one', async () => {
    const admin = new FakeAdminPort();
    const useCase = new SavePermission(admin.port);
    await useCase.execute({ userId: 'u', existing: null, draft: { key: ' export ', name: ' Export ' } });
    expect(admin.callsOf('createPermission')).toEqual([
      ['u', { key: 'export', name: 'Export', description: '' }],
    ]);
    const system = aPermission({ id: 'p-9', isSystem: true });
    expect(
      await useCase.execute({ userId: 'u', existing: system, draft: { key: '', name: 'x' } }),
    ).toMatchObject({
      ok: false,
    });
  });
});
