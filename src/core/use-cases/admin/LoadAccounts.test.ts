import { describe, expect, it } from 'vitest';
import { anAdminAccount } from '../../testing/admin-fixtures';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { LoadAccounts } from './LoadAccounts';

const acme = anAdminAccount({ id: 'acc-1' });

describe('LoadAccounts', () => {
  it('asks the account-admin endpoint first, and the super-admin one only when that lists nothing', async () => {
    const admin = new FakeAdminPort();
    admin.answers.set('listManagedAccounts', [acme]);
    expect(await new LoadAccounts(admin.port).execute({ userId: 'u' })).toMatchObject({
      ok: true,
      value: [acme],
    });
    expect(admin.callsOf('listAllAccounts')).toEqual([]);
    admin.answers.set('listManagedAccounts', []);
    admin.answers.set('listAllAccounts', [anAdminAccount({ id: 'acc-2' })]);
    expect(await new LoadAccounts(admin.port).execute({ userId: 'u' })).toMatchObject({
      ok: true,
      value: [{ id: 'acc-2' }],
    });
  });
});
