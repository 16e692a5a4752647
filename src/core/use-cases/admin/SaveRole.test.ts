import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { SaveRole } from './SaveRole';

describe('SaveRole', () => {
  it('requires a name, then creates or updates with the granted permissions', async () => {
    const admin = new FakeAdminPort();
    const useCase = new SaveRole(admin.port);
    const draft = { name: '  ', description: '', permissions: { 'p-1': true } };
    expect(await useCase.execute({ userId: 'u', roleId: null, draft })).toMatchObject({
      ok: false,
      message: ADMIN_TEXTS.roleNameRequired,
    });
    await useCase.execute({ userId: 'u', roleId: null, draft: { ...draft, name: ' Planner ' } });
    await useCase.execute({
      userId: 'u',
      roleId: 'r-7',
      draft: { ...draft, name: 'Planner', description: ' Plans ' },
    });
    expect(admin.callsOf('createRole')).toEqual([
      ['u', { name: 'Planner', description: '', permissions: { 'p-1': true } }],
    ]);
    expect(admin.callsOf('updateRole')).toEqual([
      ['u', 'r-7', { name: 'Planner', description: 'Plans', permissions: { 'p-1': true } }],
    ]);
  });
});
