import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/admin/entities';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import { ADMIN_ROLES } from '../../testing/admin-fixtures';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { AllowUser } from './AllowUser';

let admin: FakeAdminPort;
beforeEach(() => {
  admin = new FakeAdminPort();
});

const [adminRole, superRole, userRole, probeOps] = ADMIN_ROLES as [Role, Role, Role, Role];
const request = {
  userId: 'u',
  actorIsSuperAdmin: false,
  email: 'new@example.com',
  role: userRole,
  accountId: 'acc-1',
};

describe('AllowUser', () => {
  it.each([
    [{ email: '' }, ADMIN_TEXTS.emailRequired],
    [{ email: 'nope' }, ADMIN_TEXTS.emailInvalid],
    [{ role: null }, ADMIN_TEXTS.allowedRoleRequired],
    [{ accountId: null }, ADMIN_TEXTS.allowedAccountRequired],
    [{ role: superRole }, ADMIN_TEXTS.superAdminRoleRefused],
    [{ role: probeOps }, ADMIN_TEXTS.superAdminRoleRefused],
  ])('checks the form in its order: %j', async (change, text) => {
    expect(await new AllowUser(admin.port).execute({ ...request, ...change })).toMatchObject({
      ok: false,
      message: text,
    });
    expect(admin.calls).toEqual([]);
  });

  it('sends the trimmed email with the role and account; a super admin may grant Super Admin', async () => {
    const useCase = new AllowUser(admin.port);
    await useCase.execute({ ...request, email: '  new@example.com ', role: adminRole });
    await useCase.execute({ ...request, actorIsSuperAdmin: true, role: superRole });
    expect(admin.callsOf('allowUser')).toEqual([
      ['u', { email: 'new@example.com', roleId: 'r-admin', accountId: 'acc-1' }],
      ['u', { email: 'new@example.com', roleId: 'r-super', accountId: 'acc-1' }],
    ]);
  });
});
