import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '../../domain/session';
import { FakeAuthPort, tokenFor } from '../../testing/FakeAuthPort';
import { FakeStoragePort } from '../../testing/FakeStoragePort';
import { ManualClock } from '../../testing/ManualClock';
import { aUser } from '../../testing/users';
import { SignIn } from './SignIn';

const riley = aUser({ userId: 'u-riley' });

describe('SignIn', () => {
  let auth: FakeAuthPort;
  let storage: FakeStoragePort;
  let clock: ManualClock;
  let signIn: SignIn;

  beforeEach(() => {
    auth = new FakeAuthPort([riley]);
    storage = new FakeStoragePort();
    clock = new ManualClock();
    signIn = new SignIn(auth, storage, clock);
  });

  it('keeps the user and the token for three days and clears the selected account', async () => {
    storage.selectedAccountId = 'acc-old';
    const outcome = await signIn.execute({ idToken: tokenFor(riley) });
    const expected = { user: riley, idToken: tokenFor(riley), expiresAt: clock.now() + SESSION_LIFETIME_MS };
    expect(outcome).toEqual({ ok: true, value: expected });
    expect(storage.session).toEqual(expected);
    expect(storage.selectedAccountId).toBeNull();
  });

  it.each([['not-a-token'], [42], [null]])('refuses %j before calling the backend', async (idToken) => {
    const outcome = await signIn.execute({ idToken });
    expect(outcome).toMatchObject({
      ok: false,
      kind: 'rejected',
      message: expect.stringMatching(/^Invalid token specified/),
    });
    expect(auth.calls).toHaveLength(0);
    expect(storage.session).toBeNull();
  });

  it('stores nothing when the backend refuses the token', async () => {
    const stranger = aUser({ userId: 'u-nobody', email: 'nobody@example.com' });
    const outcome = await signIn.execute({ idToken: tokenFor(stranger) });
    expect(outcome).toMatchObject({ ok: false, kind: 'signed-out' });
    expect(storage.session).toBeNull();
  });
});
