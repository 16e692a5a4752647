import { describe, expect, it } from 'vitest';
import { FakeAuthPort } from '../../testing/FakeAuthPort';
import { aUser } from '../../testing/users';
import { LoadEnabledChannels } from './LoadEnabledChannels';

const riley = aUser({ userId: 'u-riley', enabledChannels: { facebook: true } });

describe('LoadEnabledChannels', () => {
  it('answers the channels enabled for the acting account', async () => {
    const auth = new FakeAuthPort();
    auth.channels = { dv360: true };
    const outcome = await new LoadEnabledChannels(auth).execute({ user: riley, accountId: 'acc-globex' });
    expect(outcome).toEqual({ ok: true, value: { dv360: true } });
    expect(auth.callsOf('fetchEnabledChannels')).toEqual([['acc-globex', 'u-riley']]);
  });

  it("falls back to the user's own channels when the call fails", async () => {
    const auth = new FakeAuthPort();
    auth.failing.add('fetchEnabledChannels');
    const outcome = await new LoadEnabledChannels(auth).execute({ user: riley, accountId: 'acc-1' });
    expect(outcome).toEqual({ ok: true, value: { facebook: true } });
  });
});
