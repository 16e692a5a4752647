import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { SaveAccount } from './SaveAccount';

describe('SaveAccount', () => {
  it('requires a name; a new account is active whatever was asked, an edit keeps its status', async () => {
    const admin = new FakeAdminPort();
    const useCase = new SaveAccount(admin.port);
    const draft = { name: ' ', description: '', status: 'inactive' as const };
    expect(await useCase.execute({ userId: 'u', accountId: null, draft })).toMatchObject({
      ok: false,
      message: ADMIN_TEXTS.accountNameRequired,
    });
    await useCase.execute({ userId: 'u', accountId: null, draft: { ...draft, name: ' Hooli ' } });
    await useCase.execute({ userId: 'u', accountId: 'acc-1', draft: { ...draft, name: 'Hooli' } });
    expect(admin.callsOf('createAccount')).toEqual([
      ['u', { name: 'Hooli', description: '', status: 'active' }],
    ]);
    expect(admin.callsOf('updateAccount')).toEqual([
      ['u', 'acc-1', { name: 'Hooli', description: '', status: 'inactive' }],
    ]);
  });
});
