import { describe, expect, it } from 'vitest';
import { aPermission } from '../../testing/admin-fixtures';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { DeletePermission } from './DeletePermission';

describe('DeletePermission', () => {
  it('keeps a system permission, and deletes a custom one', async () => {
    const admin = new FakeAdminPort();
    const useCase = new DeletePermission(admin.port);
    const system = aPermission({ id: 'p-1', isSystem: true });
    expect(await useCase.execute({ userId: 'u', permission: system })).toMatchObject({ ok: false });
    await useCase.execute({ userId: 'u', permission: aPermission({ id: 'p-2', isSystem: false }) });
    expect(admin.callsOf('deletePermission')).toEqual([['u', 'p-2']]);
  });
});
