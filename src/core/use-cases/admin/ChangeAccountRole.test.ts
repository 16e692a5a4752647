import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import { anAccountUser } from '../../testing/admin-fixtures';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { ChangeAccountRole } from './ChangeAccountRole';

const member = (userId: string) => anAccountUser({ userId, id: userId, isAccountAdmin: false });

describe('ChangeAccountRole', () => {
  it("makes a member the account's admin", async () => {
    const admin = new FakeAdminPort();
    const outcome = await new ChangeAccountRole(admin.port).execute({
      userId: 'u-avery',
      accountId: 'acc-1',
      member: member('u-riley'),
      isAccountAdmin: true,
    });
    expect(outcome.ok).toBe(true);
    expect(admin.callsOf('setAccountAdmin')).toEqual([['u-avery', 'acc-1', 'u-riley', true]]);
  });

  it('refuses to change one’s own role, without a call', async () => {
    const admin = new FakeAdminPort();
    const outcome = await new ChangeAccountRole(admin.port).execute({
      userId: 'u-avery',
      accountId: 'acc-1',
      member: member('u-avery'),
      isAccountAdmin: false,
    });
    expect(outcome).toMatchObject({ ok: false, message: ADMIN_TEXTS.ownRoleRefused });
    expect(admin.calls).toEqual([]);
  });
});
