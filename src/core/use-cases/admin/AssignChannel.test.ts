import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { AssignChannel } from './AssignChannel';

describe('AssignChannel', () => {
  it('needs an account and a channel, then assigns them', async () => {
    const admin = new FakeAdminPort();
    const useCase = new AssignChannel(admin.port);
    const request = { userId: 'u', accountId: 'acc-1', channelId: 'ch-1', isEnabled: false };
    expect(await useCase.execute({ ...request, channelId: null })).toMatchObject({
      ok: false,
      message: ADMIN_TEXTS.assignmentFieldsRequired,
    });
    expect(await useCase.execute(request)).toEqual({ ok: true, value: undefined });
    expect(admin.callsOf('assignChannel')).toEqual([
      ['u', { accountId: 'acc-1', channelId: 'ch-1', isEnabled: false }],
    ]);
  });
});
