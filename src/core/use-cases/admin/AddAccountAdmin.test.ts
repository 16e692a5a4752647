import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import { anAddedAccountUser } from '../../testing/admin-fixtures';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { AddAccountAdmin } from './AddAccountAdmin';

let admin: FakeAdminPort;
beforeEach(() => {
  admin = new FakeAdminPort();
});

const request = { userId: 'u-alex', accountId: 'acc-1', targetUserId: 'u-2' };
const answer = (message: string, isAccountAdmin: boolean, userId = 'u-2') =>
  anAddedAccountUser({ userId, displayName: 'Two', email: 'two@example.com', message, isAccountAdmin });

describe('AddAccountAdmin', () => {
  it('asks for a user first', async () => {
    const outcome = await new AddAccountAdmin(admin.port).execute({ ...request, targetUserId: null });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-allowed', message: ADMIN_TEXTS.selectUserToAdd });
    expect(admin.calls).toEqual([]);
  });

  it.each([
    ['User added as account admin', true, ADMIN_TEXTS.adminAdded],
    ['User is already an admin of this account', true, ADMIN_TEXTS.adminAlready],
    ['User updated to admin of this account', true, ADMIN_TEXTS.adminUpdated],
  ])('recognises "%s" as success', async (message, isAdmin, text) => {
    admin.answers.set('addAccountUser', answer(message, isAdmin));
    const outcome = await new AddAccountAdmin(admin.port).execute(request);
    expect(outcome).toMatchObject({ ok: true, value: { message: text } });
  });

  it('confirms admin status when the answer does not', async () => {
    admin.answers.set('addAccountUser', answer('User added', false));
    const outcome = await new AddAccountAdmin(admin.port).execute(request);
    expect(admin.callsOf('setAccountAdmin')).toEqual([['u-alex', 'acc-1', 'u-2', true]]);
    expect(outcome).toMatchObject({ ok: true, value: { message: ADMIN_TEXTS.adminUpdated } });
  });

  it('reports a system error when the answer is about someone else', async () => {
    admin.answers.set('addAccountUser', answer('User added', true, 'u-9'));
    const outcome = await new AddAccountAdmin(admin.port).execute(request);
    expect(outcome).toMatchObject({ ok: false, message: ADMIN_TEXTS.wrongUserData });
  });
});
