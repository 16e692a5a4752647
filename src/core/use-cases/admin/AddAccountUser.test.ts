import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import { BackendError } from '../../domain/errors';
import { anAddedAccountUser } from '../../testing/admin-fixtures';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { AddAccountUser } from './AddAccountUser';

let admin: FakeAdminPort;
beforeEach(() => {
  admin = new FakeAdminPort();
});

const request = { userId: 'u-avery', accountId: 'acc-1', email: 'riley@example.com', isAccountAdmin: false };
const answer = (message: string, isAccountAdmin: boolean, email = 'riley@example.com') =>
  anAddedAccountUser({ userId: 'u-riley', email, message, isAccountAdmin });

describe('AddAccountUser', () => {
  it.each([
    ['', ADMIN_TEXTS.emailRequired],
    ['not-an-email', ADMIN_TEXTS.emailInvalid],
  ])('refuses "%s" before asking the backend', async (email, text) => {
    const outcome = await new AddAccountUser(admin.port).execute({ ...request, email });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-allowed', message: text });
    expect(admin.calls).toEqual([]);
  });

  it('adds by email with the role chosen, and says a member was added', async () => {
    admin.answers.set('addAccountUser', answer('User added to the account', false));
    const outcome = await new AddAccountUser(admin.port).execute({
      ...request,
      email: ' riley@example.com ',
    });
    expect(admin.callsOf('addAccountUser')).toEqual([
      ['u-avery', 'acc-1', { email: 'riley@example.com' }, false],
    ]);
    expect(outcome).toMatchObject({ ok: true, value: { message: ADMIN_TEXTS.memberAdded } });
  });

  it.each([
    ['User added as account admin', true, ADMIN_TEXTS.adminAdded],
    ['User is already a member of this account', false, ADMIN_TEXTS.memberAlready],
    ['User is already an admin of this account', true, ADMIN_TEXTS.adminAlready],
    ['User updated to admin of this account', true, ADMIN_TEXTS.adminUpdated],
  ])('reads "%s"', async (message, isAdmin, text) => {
    admin.answers.set('addAccountUser', answer(message, isAdmin));
    const outcome = await new AddAccountUser(admin.port).execute({ ...request, isAccountAdmin: isAdmin });
    expect(outcome).toMatchObject({ ok: true, value: { message: text } });
  });

  it('reports a system error when the answer is about someone else', async () => {
    admin.answers.set('addAccountUser', answer('User added to the account', false, 'other@example.com'));
    const outcome = await new AddAccountUser(admin.port).execute(request);
    expect(outcome).toMatchObject({ ok: false, message: ADMIN_TEXTS.wrongUserData });
  });

  it("keeps the backend's words when it refuses", async () => {
    admin.answers.set(
      'addAccountUser',
      new BackendError('rejected', 'Non-Admin users can only be assigned to a single account'),
    );
    const outcome = await new AddAccountUser(admin.port).execute(request);
    expect(outcome).toMatchObject({
      ok: false,
      message: 'Non-Admin users can only be assigned to a single account',
    });
  });
});
