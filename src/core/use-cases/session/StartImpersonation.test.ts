import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../domain/session';
import { FakeAuthPort } from '../../testing/FakeAuthPort';
import { FakeStoragePort } from '../../testing/FakeStoragePort';
import { aUser } from '../../testing/users';
import { NOBODY_SIGNED_IN_TEXT, StartImpersonation } from './StartImpersonation';

const sam = aUser({ userId: 'u-sam', isSuperAdmin: true });
const riley = aUser({ userId: 'u-riley', isImpersonating: true, impersonatedBy: 'u-sam' });

describe('StartImpersonation', () => {
  let auth: FakeAuthPort;
  let storage: FakeStoragePort;
  let start: StartImpersonation;
  const session = startSession(sam, 'sam-token', 1000);

  beforeEach(() => {
    auth = new FakeAuthPort([sam]);
    auth.impersonated.set('u-riley', riley);
    storage = new FakeStoragePort();
    storage.session = session;
    start = new StartImpersonation(auth, storage);
  });

  it("acts as the target in the admin's session: same token, same expiry", async () => {
    const outcome = await start.execute({ session, targetUserId: 'u-riley' });
    const expected = { user: riley, idToken: 'sam-token', expiresAt: session.expiresAt };
    expect(outcome).toEqual({ ok: true, value: expected });
    expect(storage.session).toEqual(expected);
    expect(auth.callsOf('impersonate')).toEqual([['u-riley', 'u-sam']]);
  });

  it('keeps the admin when the backend refuses', async () => {
    const outcome = await start.execute({ session, targetUserId: 'u-unknown' });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-found', message: 'User not found' });
    expect(storage.session).toEqual(session);
  });

  it('asks nothing of the backend when nobody is signed in', async () => {
    const outcome = await start.execute({ session: null, targetUserId: 'u-riley' });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-allowed', message: NOBODY_SIGNED_IN_TEXT });
    expect(auth.callsOf('impersonate')).toEqual([]);
  });
});
