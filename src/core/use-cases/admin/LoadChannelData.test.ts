import { describe, expect, it } from 'vitest';
import { TIKTOK_TYPE } from '../../testing/admin-fixtures';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { LoadChannelData } from './LoadChannelData';

describe('LoadChannelData', () => {
  it('answers the three lists together, and fails the tab when any of them fails', async () => {
    const admin = new FakeAdminPort();
    admin.answers.set('listChannels', []);
    admin.answers.set('listChannelTypes', [TIKTOK_TYPE]);
    admin.answers.set('listAccountChannels', []);
    expect(await new LoadChannelData(admin.port).execute({ userId: 'u' })).toEqual({
      ok: true,
      value: { channels: [], types: [TIKTOK_TYPE], assignments: [] },
    });
    admin.failing.add('listAccountChannels');
    expect(await new LoadChannelData(admin.port).execute({ userId: 'u' })).toMatchObject({ ok: false });
  });
});
