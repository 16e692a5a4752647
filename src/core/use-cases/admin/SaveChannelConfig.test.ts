import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import { aChannelConfig, TIKTOK_TYPE } from '../../testing/admin-fixtures';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { SaveChannelConfig } from './SaveChannelConfig';

describe('SaveChannelConfig', () => {
  const base = { userId: 'u', existing: null, name: 'Seat', type: TIKTOK_TYPE };

  it('needs a name and a type, and enforces each required field', async () => {
    const useCase = new SaveChannelConfig(new FakeAdminPort().port);
    const fields = { api_key: 'k', cap: '', sandbox: false };
    expect(await useCase.execute({ ...base, name: ' ', fields })).toMatchObject({
      message: ADMIN_TEXTS.channelNameRequired,
    });
    expect(await useCase.execute({ ...base, type: null, fields })).toMatchObject({
      message: ADMIN_TEXTS.channelTypeRequired,
    });
    expect(await useCase.execute({ ...base, fields: { ...fields, api_key: ' ' } })).toMatchObject({
      message: 'API key is required',
    });
  });

  it('sends numbers as numbers and unchecked booleans as "false"; an edit keeps its type', async () => {
    const admin = new FakeAdminPort();
    const useCase = new SaveChannelConfig(admin.port);
    await useCase.execute({ ...base, fields: { api_key: 'k', cap: '12', sandbox: false } });
    expect(admin.callsOf('createChannel')).toEqual([
      ['u', { name: 'Seat', typeId: 'ct-1', fieldValues: { api_key: 'k', cap: 12, sandbox: 'false' } }],
    ]);
    const existing = aChannelConfig({ id: 'ch-1', name: 'Seat', typeId: TIKTOK_TYPE.id });
    await useCase.execute({ ...base, existing, fields: { api_key: 'k', cap: '', sandbox: true } });
    expect(admin.callsOf('updateChannel')).toEqual([
      ['u', 'ch-1', { name: 'Seat', fieldValues: { api_key: 'k', sandbox: true } }],
    ]);
  });
});
