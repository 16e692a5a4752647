import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { SaveAccountSetting } from './SaveAccountSetting';

describe('SaveAccountSetting', () => {
  it('requires a key, and saves the value under the trimmed key', async () => {
    const admin = new FakeAdminPort();
    const useCase = new SaveAccountSetting(admin.port);
    expect(await useCase.execute({ userId: 'u', accountId: 'acc-1', key: ' ', value: 'x' })).toMatchObject({
      ok: false,
      message: ADMIN_TEXTS.settingKeyRequired,
    });
    await useCase.execute({ userId: 'u', accountId: 'acc-1', key: ' default-currency ', value: 'EUR' });
    expect(admin.callsOf('saveAccountSetting')).toEqual([['u', 'acc-1', 'default-currency', 'EUR']]);
  });
});
