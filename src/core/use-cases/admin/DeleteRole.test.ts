import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/admin/entities';
import { ADMIN_ROLES } from '../../testing/admin-fixtures';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { DeleteRole } from './DeleteRole';

describe('DeleteRole', () => {
  it('keeps a role that still has users, and deletes one that has none', async () => {
    const admin = new FakeAdminPort();
    const [withUsers, , without] = ADMIN_ROLES as [Role, Role, Role];
    expect(await new DeleteRole(admin.port).execute({ userId: 'u', role: withUsers })).toMatchObject({
      ok: false,
      kind: 'not-allowed',
    });
    expect(admin.calls).toEqual([]);
    await new DeleteRole(admin.port).execute({ userId: 'u', role: without });
    expect(admin.callsOf('deleteRole')).toEqual([['u', 'r-user']]);
  });
});
