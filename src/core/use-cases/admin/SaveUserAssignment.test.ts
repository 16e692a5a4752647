import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import { ADMIN_ROLES, adminUser } from '../../testing/admin-fixtures';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { SaveUserAssignment } from './SaveUserAssignment';

let admin: FakeAdminPort;
beforeEach(() => {
  admin = new FakeAdminPort();
});

describe('SaveUserAssignment', () => {
  const base = {
    userId: 'u-alex',
    actorIsSuperAdmin: false,
    user: adminUser(),
    roles: ADMIN_ROLES,
    isDeleted: false,
  };

  it.each([
    [{ roleId: null, accountIds: ['acc-1'] }, ADMIN_TEXTS.roleRequired],
    [{ roleId: 'r-user', accountIds: [] }, ADMIN_TEXTS.accountRequired],
    [{ roleId: 'r-super', accountIds: ['acc-1'] }, ADMIN_TEXTS.superAdminRoleRefused],
    [{ roleId: 'r-probe', accountIds: ['acc-1'] }, ADMIN_TEXTS.superAdminRoleRefused],
    [{ roleId: 'r-user', accountIds: ['acc-1', 'acc-2'] }, ADMIN_TEXTS.singleAccountOnly],
  ])('refuses %j with the spec text and sends nothing', async (draft, text) => {
    const outcome = await new SaveUserAssignment(admin.port).execute({ ...base, ...draft });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-allowed', message: text });
    expect(admin.calls).toEqual([]);
  });

  it('refuses an admin who edits a Super Admin', async () => {
    const boss = adminUser({ roleId: 'r-probe', roleName: 'Probe Ops', isSuperAdmin: true });
    const outcome = await new SaveUserAssignment(admin.port).execute({
      ...base,
      user: boss,
      roleId: 'r-admin',
      accountIds: ['acc-1'],
    });
    expect(outcome).toMatchObject({ ok: false, message: ADMIN_TEXTS.superAdminRoleRefused });
  });

  it('saves the role with its accounts, and the status as its own call only when it changed', async () => {
    const useCase = new SaveUserAssignment(admin.port);
    await useCase.execute({ ...base, roleId: 'r-admin', accountIds: ['acc-1', 'acc-2'] });
    expect(admin.calls.map((c) => c.method)).toEqual(['assignUserRole']);
    await useCase.execute({ ...base, roleId: 'r-user', accountIds: ['acc-1'], isDeleted: true });
    expect(admin.callsOf('setUserDeleted')).toEqual([['u-alex', 'u-riley', true]]);
  });

  it('does not change the status when the role could not be saved', async () => {
    admin.failing.add('assignUserRole');
    const outcome = await new SaveUserAssignment(admin.port).execute({
      ...base,
      roleId: 'r-user',
      accountIds: ['acc-1'],
      isDeleted: true,
    });
    expect(outcome.ok).toBe(false);
    expect(admin.callsOf('setUserDeleted')).toEqual([]);
  });
});
