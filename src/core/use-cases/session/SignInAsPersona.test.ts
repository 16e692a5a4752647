import { describe, expect, it } from 'vitest';
import { FakeAuthPort, tokenFor } from '../../testing/FakeAuthPort';
import { FakeStoragePort } from '../../testing/FakeStoragePort';
import { ManualClock } from '../../testing/ManualClock';
import { aUser } from '../../testing/users';
import { SignInAsPersona } from './SignInAsPersona';

const riley = aUser({ userId: 'u-riley', email: 'riley@example.com' });

describe('SignInAsPersona', () => {
  it('signs in with the token the demo identity provider signed for the persona', async () => {
    const auth = new FakeAuthPort([riley]);
    const storage = new FakeStoragePort();
    const outcome = await new SignInAsPersona(auth, storage, new ManualClock()).execute({
      email: riley.email,
    });
    expect(outcome).toMatchObject({ ok: true, value: { user: riley, idToken: tokenFor(riley) } });
    expect(auth.callsOf('signIn')).toEqual([[tokenFor(riley)]]);
    expect(storage.session?.user.userId).toBe('u-riley');
  });

  it('answers the identity provider failure and signs nobody in', async () => {
    const auth = new FakeAuthPort([riley]);
    auth.failing.add('requestDemoToken');
    const storage = new FakeStoragePort();
    const outcome = await new SignInAsPersona(auth, storage, new ManualClock()).execute({
      email: riley.email,
    });
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable' });
    expect(auth.callsOf('signIn')).toHaveLength(0);
    expect(storage.session).toBeNull();
  });
});
